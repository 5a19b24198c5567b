import { useSyncExternalStore } from "react";
import { clearReadingNotice } from "./reading-notice";
import { stopRecordedVoice } from "./voice-turn";
import { chooseSpanishVoice, isStopped, noSpanishVoiceMessage, normalRate, notStartedMessage, slowRate, speechErrorMessage, watchVoices } from "./speech";

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

/**
 * How long a reading may take to start. A browser with no voice (Chrome on some Linux tablets, a
 * kiosk without speech packages) accepts speak() and then says nothing, with no error and no `end`:
 * after this long without a `start` the reading is cancelled and the child is told so (issue 37).
 */
export const startTimeoutMs = 2000;

// One reading at a time in the whole app: starting one ends the one before.
let current: { utterance: SpeechSynthesisUtterance; reading: Reading; watchdog: ReturnType<typeof setTimeout> | null } | null = null;

function endCurrent(): void {
  const ended = current;
  current = null;
  if (ended?.watchdog) clearTimeout(ended.watchdog);
  ended?.reading.onEnd();
}

/** The reading is really under way: no watchdog any more, and an earlier notice is out of date. */
function started(utterance: SpeechSynthesisUtterance): void {
  if (current?.utterance !== utterance || !current.watchdog) return;
  clearTimeout(current.watchdog);
  current.watchdog = null;
  clearReadingNotice();
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
  stopRecordedVoice();
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
  utterance.onstart = () => started(utterance);
  utterance.onboundary = (event) => {
    started(utterance);
    if (mine() && (!event.name || event.name === "word")) reading.onWord(event.charIndex, event.charLength ?? 0);
  };
  utterance.onend = () => {
    if (mine()) endCurrent();
  };
  utterance.onerror = (event) => {
    if (!mine()) return;
    if (current?.watchdog) clearTimeout(current.watchdog);
    current = null;
    if (isStopped(event.error)) reading.onEnd();
    else reading.onError(speechErrorMessage(event.error));
  };
  const watchdog = setTimeout(() => {
    if (!mine() || !current?.watchdog) return;
    current = null;
    synth.cancel();
    reading.onError(notStartedMessage);
  }, startTimeoutMs);
  current = { utterance, reading, watchdog };
  synth.speak(utterance);
  return null;
}

export function stopReading(reading: Reading): void {
  if (current?.reading !== reading) return;
  endCurrent();
  window.speechSynthesis.cancel();
}

/** Ends whatever the device voice is reading (a teacher's recording is about to play). */
export function stopDeviceReading(): void {
  if (!speechSupported()) return;
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
