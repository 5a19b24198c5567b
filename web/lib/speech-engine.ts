import { useSyncExternalStore } from "react";
import { chooseSpanishVoice, isStopped, noSpanishVoiceMessage, normalRate, slowRate, speechErrorMessage, watchVoices } from "./speech";

/** What a reading tells the button that started it. */
export type Reading = {
  onWord(charIndex: number, charLength: number): void;
  onEnd(): void;
  onError(message: string): void;
};

export function speechSupported(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined";
}

let watcher: ReturnType<typeof watchVoices> | null = null;

/** Asks the browser for its voices early, so they are known by the time a child taps "Escuchar". */
export function warmUpVoices(): void {
  if (!watcher && speechSupported()) watcher = watchVoices(window.speechSynthesis, () => {});
}

// One reading at a time in the whole app: starting one ends the one before.
let current: { utterance: SpeechSynthesisUtterance; reading: Reading } | null = null;

function endCurrent(): void {
  const ended = current;
  current = null;
  ended?.reading.onEnd();
}

/**
 * Starts reading `text` aloud; returns what to tell the child instead when the device cannot.
 * It speaks at once, inside the tap: Safari only lets a page speak from a tap, so it cannot wait
 * here for `voiceschanged`. warmUpVoices has usually loaded them; if the list is still empty the
 * browser picks its own voice for es-CO.
 */
export function startReading(text: string, reading: Reading): string | null {
  warmUpVoices();
  const synth = window.speechSynthesis;
  const voices = synth.getVoices();
  if (voices.length > 0 && !chooseSpanishVoice(voices)) return noSpanishVoiceMessage;
  endCurrent();
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = "es-CO";
  const voice = chooseSpanishVoice(voices);
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
  utterance.rate = slowStore.value ? slowRate : normalRate;
  const mine = () => current?.utterance === utterance;
  utterance.onboundary = (event) => {
    if (mine() && (!event.name || event.name === "word")) reading.onWord(event.charIndex, event.charLength ?? 0);
  };
  utterance.onend = () => {
    if (mine()) endCurrent();
  };
  utterance.onerror = (event) => {
    if (!mine()) return;
    current = null;
    if (isStopped(event.error)) reading.onEnd();
    else reading.onError(speechErrorMessage(event.error));
  };
  current = { utterance, reading };
  synth.speak(utterance);
  return null;
}

export function stopReading(reading: Reading): void {
  if (current?.reading !== reading) return;
  endCurrent();
  window.speechSynthesis.cancel();
}

export function pauseReading(): void {
  window.speechSynthesis.pause();
}

export function resumeReading(): void {
  window.speechSynthesis.resume();
}

// "Más despacio" holds for every "Escuchar" button until the page is reloaded.
const slowStore = { value: false, listeners: new Set<() => void>() };

export function useSlowReading(): [boolean, (slow: boolean) => void] {
  const slow = useSyncExternalStore(
    (listener) => {
      slowStore.listeners.add(listener);
      return () => slowStore.listeners.delete(listener);
    },
    () => slowStore.value,
    () => false,
  );
  return [
    slow,
    (next) => {
      slowStore.value = next;
      for (const listener of slowStore.listeners) listener();
    },
  ];
}
