import { Pause, Play, Square, Turtle } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** es-CO when the browser has it, then any Spanish voice, else the browser's default. */
function spanishVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  return (
    voices.find((v) => v.lang.toLowerCase() === "es-co") ??
    voices.find((v) => v.lang.toLowerCase().startsWith("es-4")) ??
    voices.find((v) => v.lang.toLowerCase().startsWith("es"))
  );
}

type State = "idle" | "speaking" | "paused";

/**
 * Reads a text aloud in Spanish with play, pause and a slower rate, highlighting the word being read
 * where the browser reports word boundaries. Renders the text itself so the highlight can follow it.
 */
export function ReadAloudText({ text, label }: { text: string; label: string }) {
  const supported = typeof window !== "undefined" && "speechSynthesis" in window;
  const [state, setState] = useState<State>("idle");
  const [slow, setSlow] = useState(false);
  const [word, setWord] = useState<{ start: number; end: number } | null>(null);
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => () => {
    if (utterance.current && supported) window.speechSynthesis.cancel();
  }, [supported]);

  function play() {
    if (!supported) return;
    if (state === "paused") {
      window.speechSynthesis.resume();
      setState("speaking");
      return;
    }
    window.speechSynthesis.cancel();
    const next = new SpeechSynthesisUtterance(text);
    next.lang = "es-CO";
    const voice = spanishVoice();
    if (voice) next.voice = voice;
    next.rate = slow ? 0.7 : 1;
    next.onboundary = (event) => {
      if (event.name && event.name !== "word") return;
      const rest = text.slice(event.charIndex);
      const length = event.charLength || (rest.match(/^\S+/)?.[0].length ?? 0);
      setWord({ start: event.charIndex, end: event.charIndex + length });
    };
    next.onend = () => {
      setState("idle");
      setWord(null);
    };
    utterance.current = next;
    window.speechSynthesis.speak(next);
    setState("speaking");
  }

  function pause() {
    window.speechSynthesis.pause();
    setState("paused");
  }

  function stop() {
    window.speechSynthesis.cancel();
    setState("idle");
    setWord(null);
  }

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
      {supported ? (
        <fieldset className="button-row compact read-aloud-controls">
          <legend className="visually-hidden">Leer en voz alta: {label}</legend>
          {state === "speaking" ? (
            <button type="button" className="btn btn-secondary" onClick={pause}>
              <Pause aria-hidden="true" /> Pausar
            </button>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={play}>
              <Play aria-hidden="true" /> {state === "paused" ? "Continuar" : "Escuchar"}
            </button>
          )}
          {state !== "idle" ? (
            <button type="button" className="btn btn-ghost" onClick={stop}>
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
