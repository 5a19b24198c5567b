import { Mic, RotateCcw, Square, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { maxRecordingSeconds, type useVoiceRecorder } from "./use-voice-recorder";
import "./student-work.css";

export type VoiceRecorder = ReturnType<typeof useVoiceRecorder>;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * What the microphone is doing: recording (with "Detener" and, unless the profile hides timers,
 * the time left), the finished recording to listen to before sending, or why it could not record.
 */
export function VoicePanel({ voice }: { voice: VoiceRecorder }) {
  const { state } = voice;
  const stopButton = useRef<HTMLButtonElement>(null);
  const recorded = useRef<HTMLElement>(null);

  // Each step's button replaces the one just pressed: keep the focus with the child.
  useEffect(() => {
    if (state.phase === "recording") stopButton.current?.focus();
    if (state.phase === "recorded") recorded.current?.focus();
  }, [state.phase]);

  switch (state.phase) {
    case "idle":
      return null;
    case "failed":
      return (
        <p role="alert" className="alert alert-error">
          {state.message}
        </p>
      );
    case "asking":
      return (
        <p role="status" className="hand-in-panel">
          <Mic aria-hidden="true" /> Preparando el micrófono...
        </p>
      );
    case "recording":
      return (
        <section className="hand-in-panel" aria-label="Grabando tu voz">
          <p role="status" className="hand-in-recording">
            <Mic aria-hidden="true" /> Grabando. Habla con calma; puedes hablar hasta {maxRecordingSeconds / 60} minutos.
          </p>
          <p data-timer className="hand-in-timer">
            Quedan {clock(state.secondsLeft)}
          </p>
          <button ref={stopButton} type="button" className="btn btn-primary btn-large" onClick={voice.stop}>
            <Square aria-hidden="true" /> Detener
          </button>
        </section>
      );
    case "recorded":
      return (
        <section ref={recorded} tabIndex={-1} className="hand-in-panel" aria-label="Tu grabación">
          <p role="status">Tu grabación está lista. Escúchala antes de enviarla.</p>
          {/* biome-ignore lint/a11y/useMediaCaption: the child's own voice, played back to them; there are no captions to offer. */}
          <audio controls src={state.src} data-testid="voice-replay" />
          <div className="button-row compact">
            <button type="button" className="btn btn-secondary" onClick={voice.start}>
              <RotateCcw aria-hidden="true" /> Grabar otra vez
            </button>
            <button type="button" className="btn btn-ghost" onClick={voice.discard}>
              <Trash2 aria-hidden="true" /> Quitar la grabación
            </button>
          </div>
        </section>
      );
  }
}
