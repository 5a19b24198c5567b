import { useEffect, useMemo, useRef, useState } from "react";
import { pauseReading, type Reading, resumeReading, speechSupported, startReading, stopReading, warmUpVoices } from "./speech-engine";

export type ReadingState = "idle" | "speaking" | "paused";
type Callbacks = { onWord?: (charIndex: number, charLength: number) => void; onDone?: () => void };

/** One "Escuchar" control: its state, the message shown when it cannot read, and its actions. */
export function useReading(callbacks: Callbacks = {}) {
  const supported = speechSupported();
  const [state, setState] = useState<ReadingState>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const reading = useMemo<Reading>(
    () => ({
      onWord: (charIndex, charLength) => latest.current.onWord?.(charIndex, charLength),
      onEnd: () => {
        setState("idle");
        latest.current.onDone?.();
      },
      onError: (message) => {
        setState("idle");
        setProblem(message);
        latest.current.onDone?.();
      },
    }),
    [],
  );

  useEffect(() => {
    if (!supported) return;
    warmUpVoices();
    return () => stopReading(reading);
  }, [supported, reading]);

  return {
    supported,
    state,
    problem,
    play(text: string) {
      if (state === "paused") {
        resumeReading();
        setState("speaking");
        return;
      }
      setProblem(null);
      // Before speaking: an engine that fails or ends at once sets "idle" after this.
      setState("speaking");
      const cannot = startReading(text, reading);
      if (cannot) {
        setState("idle");
        setProblem(cannot);
      }
    },
    pause() {
      pauseReading();
      setState("paused");
    },
    stop: () => stopReading(reading),
  };
}
