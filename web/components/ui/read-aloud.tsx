import { Pause, Play, Square, Turtle, Volume2 } from "lucide-react";
import { useState } from "react";
import type { VoiceSubject } from "../../../common/teacher-voices/teacher-voices.schema";
import { useRecordedVoice } from "../../lib/recorded-voice";
import { useSlowReading } from "../../lib/speech-engine";
import { useReading } from "../../lib/use-reading";
import "./read-aloud.css";

/**
 * Reads a text aloud in Spanish with play, pause and a slower rate, highlighting the word being read
 * where the browser reports word boundaries. Renders the text itself so the highlight can follow it.
 * With `voice`, and when the teacher recorded her own voice for it (issue 37), "Escuchar" plays her
 * recording instead of the device voice.
 */
export function ReadAloudText({ text, label, voice }: { text: string; label: string; voice?: VoiceSubject }) {
  const [word, setWord] = useState<{ start: number; end: number } | null>(null);
  const [slow, setSlow] = useSlowReading();
  const reading = useReading({
    onWord: (charIndex, charLength) => {
      const length = charLength || (text.slice(charIndex).match(/^\S+/)?.[0].length ?? 0);
      setWord({ start: charIndex, end: charIndex + length });
    },
    onDone: () => setWord(null),
  });
  const recorded = useRecordedVoice(voice, slow);
  const state = recorded.state !== "idle" ? recorded.state : reading.state;
  const speaking = state === "speaking" || state === "playing";
  const listen = async () => {
    if (recorded.available && (await recorded.play())) return;
    reading.play(text);
  };

  return (
    <div className="read-aloud">
      <p className="preserve-lines">
        {word ? (
          <>
            {text.slice(0, word.start)}
            <mark className="reading-word">{text.slice(word.start, word.end)}</mark>
            {text.slice(word.end)}
          </>
        ) : (
          text
        )}
      </p>
      {reading.supported || recorded.available ? (
        <fieldset className="button-row compact read-aloud-controls">
          <legend className="visually-hidden">Leer en voz alta: {label}</legend>
          {speaking ? (
            <button type="button" className="btn btn-secondary" onClick={recorded.state === "playing" ? recorded.pause : reading.pause}>
              <Pause aria-hidden="true" /> Pausar
            </button>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={recorded.state === "paused" ? recorded.play : listen}>
              {state === "paused" ? <Play aria-hidden="true" /> : <Volume2 aria-hidden="true" />} {state === "paused" ? "Continuar" : "Escuchar"}
            </button>
          )}
          {state !== "idle" ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                recorded.stop();
                reading.stop();
              }}
            >
              <Square aria-hidden="true" /> Detener
            </button>
          ) : null}
          <label className="choice">
            <input type="checkbox" checked={slow} onChange={(e) => setSlow(e.target.checked)} disabled={state !== "idle"} />
            <Turtle aria-hidden="true" /> Más despacio
          </label>
          {recorded.available ? <span className="muted">Con la voz de tu profe</span> : null}
        </fieldset>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: the teacher reads aloud the text shown on the page; the text is its caption. */}
      {recorded.src ? <audio ref={recorded.audioRef} src={recorded.src} preload="auto" data-teacher-voice hidden /> : null}
    </div>
  );
}
