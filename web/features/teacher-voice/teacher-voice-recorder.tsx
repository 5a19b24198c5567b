import { Mic, Save, Square, Trash2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { maxVoiceSeconds, type VoiceSubject } from "../../../common/teacher-voices/teacher-voices.schema";
import { ProtectedMedia } from "../../components/ui/protected-media";
import { useVoiceRecorder } from "../student-work";
import { useTeacherVoice } from "./use-voice-recording-upload";
import "./teacher-voice.css";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * "Tu voz" (issue 37): the teacher records herself reading `what` (up to three minutes), listens,
 * and saves it; the child's "Escuchar" then plays her voice instead of the device voice. A new
 * recording replaces the one before.
 */
export function TeacherVoiceRecorder({ subject, what }: { subject: VoiceSubject; what: string }) {
  const headingId = useId();
  const startedAt = useRef(0);
  const duration = useRef(0);
  const stored = useTeacherVoice(subject);
  const recorder = useVoiceRecorder(() => {
    duration.current = (Date.now() - startedAt.current) / 1000;
  });
  const { state } = recorder;
  // Timed from when the microphone really records (not while the browser asks for permission).
  useEffect(() => {
    if (state.phase === "recording" && state.secondsLeft === maxVoiceSeconds) startedAt.current = Date.now();
  }, [state]);

  return (
    <section className="teacher-voice" aria-labelledby={headingId}>
      <h3 id={headingId} className="teacher-voice-title">
        <Mic aria-hidden="true" /> Tu voz: {what}
      </h3>
      <p className="muted">Graba tu voz leyendo {what} (hasta {maxVoiceSeconds / 60} minutos). Los niños y sus familias la oyen al tocar «Escuchar».</p>
      {stored.voice && state.phase !== "recorded" ? (
        <div className="teacher-voice-row">
          <ProtectedMedia key={stored.voice.url} url={stored.voice.url} mimeType="audio/webm" name={`tu voz: ${what}`} />
          <button type="button" className="btn btn-ghost" disabled={stored.busy} onClick={() => stored.voice && stored.remove(stored.voice.id)}>
            <Trash2 aria-hidden="true" /> Borrar mi grabación
          </button>
        </div>
      ) : null}
      {state.phase === "recording" ? (
        <div className="teacher-voice-row">
          <p role="status">
            <Mic aria-hidden="true" /> Grabando... quedan {clock(state.secondsLeft)}
          </p>
          <button type="button" className="btn btn-primary" onClick={recorder.stop}>
            <Square aria-hidden="true" /> Detener
          </button>
        </div>
      ) : state.phase === "recorded" ? (
        <div className="teacher-voice-row">
          {/* biome-ignore lint/a11y/useMediaCaption: the teacher's own voice, played back to her before saving. */}
          <audio controls src={state.src} />
          <button type="button" className="btn btn-primary" disabled={stored.busy} onClick={() => stored.save(state.file, duration.current).then(recorder.discard)}>
            <Save aria-hidden="true" /> {stored.busy ? "Guardando..." : "Guardar mi voz"}
          </button>
          <button type="button" className="btn btn-ghost" onClick={recorder.discard}>
            Descartar
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={state.phase === "asking"}
          onClick={() => void recorder.start()}
        >
          <Mic aria-hidden="true" /> {stored.voice ? "Grabar otra vez" : "Grabar mi voz"}
        </button>
      )}
      {state.phase === "failed" ? (
        <p role="alert" className="alert alert-error">
          {state.message}
        </p>
      ) : null}
      {stored.problem ? (
        <p role="alert" className="alert alert-error">
          {stored.problem}
        </p>
      ) : null}
      <p role="status" className="teacher-voice-saved">
        {stored.saved}
      </p>
    </section>
  );
}
