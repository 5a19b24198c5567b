import { useEffect, useMemo, useRef, useState } from "react";
import { showReadingNotice } from "./reading-notice";
import { pauseReading, type Reading, resumeReading, speechSupported, startReading, stopReading, warmUpVoices } from "./speech-engine";

export type ReadingState = "idle" | "speaking" | "paused";
type Callbacks = { onWord?: (charIndex: number, charLength: number) => void; onDone?: () => void };

/**
 * One "Escuchar" control: its state and its actions. Why it could not read goes to the page's one
 * reading notice (web/lib/reading-notice.ts), never next to the button.
 */
export function useReading(callbacks: Callbacks = {}) {
  const supported = speechSupported();
  const [state, setState] = useState<ReadingState>("idle");
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
        showReadingNotice(message);
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
    play(text: string) {
      if (state === "paused") {
        resumeReading();
        setState("speaking");
        return;
      }
      // Before speaking: an engine that fails or ends at once sets "idle" after this.
      setState("speaking");
      const cannot = startReading(text, reading);
      if (cannot) {
        setState("idle");
        showReadingNotice(cannot);
      }
    },
    pause() {
      pauseReading();
      setState("paused");
    },
    stop: () => stopReading(reading),
  };
}
