import { Pause, Play, Square, Turtle, Volume2 } from "lucide-react";
import { useState } from "react";
import { useSlowReading } from "../../lib/speech-engine";
import { useReading } from "../../lib/use-reading";

/**
 * Reads a text aloud in Spanish with play, pause and a slower rate, highlighting the word being read
 * where the browser reports word boundaries. Renders the text itself so the highlight can follow it.
 */
export function ReadAloudText({ text, label }: { text: string; label: string }) {
  const [word, setWord] = useState<{ start: number; end: number } | null>(null);
  const [slow, setSlow] = useSlowReading();
  const reading = useReading({
    onWord: (charIndex, charLength) => {
      const length = charLength || (text.slice(charIndex).match(/^\S+/)?.[0].length ?? 0);
      setWord({ start: charIndex, end: charIndex + length });
    },
    onDone: () => setWord(null),
  });
  const { state } = reading;

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
      {reading.supported ? (
        <fieldset className="button-row compact read-aloud-controls">
          <legend className="visually-hidden">Leer en voz alta: {label}</legend>
          {state === "speaking" ? (
            <button type="button" className="btn btn-secondary" onClick={reading.pause}>
              <Pause aria-hidden="true" /> Pausar
            </button>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={() => reading.play(text)}>
              {state === "paused" ? <Play aria-hidden="true" /> : <Volume2 aria-hidden="true" />} {state === "paused" ? "Continuar" : "Escuchar"}
            </button>
          )}
          {state !== "idle" ? (
            <button type="button" className="btn btn-ghost" onClick={reading.stop}>
              <Square aria-hidden="true" /> Detener
            </button>
          ) : null}
          <label className="choice">
            <input type="checkbox" checked={slow} onChange={(e) => setSlow(e.target.checked)} disabled={state !== "idle"} />
            <Turtle aria-hidden="true" /> Más despacio
          </label>
        </fieldset>
      ) : null}
    </div>
  );
}
