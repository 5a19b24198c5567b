import { useCallback, useEffect, useRef, useState } from "react";

/** A child's recording stops by itself after three minutes (a few MB, well under the upload limit). */
export const maxRecordingSeconds = 180;

export type VoicePhase =
  | { phase: "idle" }
  | { phase: "asking" }
  | { phase: "recording"; secondsLeft: number }
  | { phase: "recorded"; file: File; src: string }
  | { phase: "failed"; message: string };

export const voiceMessages = {
  unsupported: "Este navegador no puede grabar la voz. Puedes tomar una foto o subir un archivo.",
  insecure: "Esta página no puede usar el micrófono porque no se abrió con una conexión segura (https). Pide ayuda a un adulto, o toma una foto.",
  refused: "No pudimos usar el micrófono. Pide a un adulto que le dé permiso a esta página para usar el micrófono.",
  noMicrophone: "No encontramos un micrófono en este equipo.",
  empty: "No se grabó nada. Inténtalo otra vez.",
  failed: "No se pudo grabar. Inténtalo otra vez.",
} as const;

/** What this browser records, in the order the server's rule (common/uploads.ts) knows them. */
const recordingTypes: { type: string; extension: string }[] = [
  { type: "audio/webm;codecs=opus", extension: "webm" },
  { type: "audio/webm", extension: "webm" },
  { type: "audio/ogg;codecs=opus", extension: "ogg" },
  { type: "audio/mp4", extension: "m4a" },
];

function supportedType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== "function") return undefined;
  return recordingTypes.find(({ type }) => MediaRecorder.isTypeSupported(type))?.type;
}

function extensionFor(type: string): string {
  const base = type.split(";")[0];
  return recordingTypes.find((known) => known.type === base)?.extension ?? "webm";
}

function refusalMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return voiceMessages.refused;
  if (name === "NotFoundError" || name === "OverconstrainedError") return voiceMessages.noMicrophone;
  return voiceMessages.failed;
}

/**
 * Records the microphone with MediaRecorder: start, stop (or three minutes), replay, record again.
 * `onRecorded` gets each finished recording as a File (the state holds it too). Everything
 * (microphone, timers, the local copy) is released when the dialog closes.
 */
export function useVoiceRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<VoicePhase>({ phase: "idle" });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const ticker = useRef<number | null>(null);
  const src = useRef<string | null>(null);
  const alive = useRef(true);
  const reported = useRef(onRecorded);
  reported.current = onRecorded;

  const release = useCallback(() => {
    if (ticker.current !== null) window.clearInterval(ticker.current);
    ticker.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const forgetCopy = useCallback(() => {
    if (src.current) URL.revokeObjectURL(src.current);
    src.current = null;
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (recorder.current?.state === "recording") recorder.current.stop();
      release();
      forgetCopy();
    };
  }, [release, forgetCopy]);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
    release();
  }, [release]);

  const start = useCallback(async () => {
    if (typeof MediaRecorder === "undefined") return setState({ phase: "failed", message: voiceMessages.unsupported });
    if (!navigator.mediaDevices?.getUserMedia) {
      return setState({ phase: "failed", message: window.isSecureContext ? voiceMessages.unsupported : voiceMessages.insecure });
    }
    forgetCopy();
    setState({ phase: "asking" });
    let microphone: MediaStream;
    try {
      microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (alive.current) setState({ phase: "failed", message: refusalMessage(error) });
      return;
    }
    if (!alive.current) {
      for (const track of microphone.getTracks()) track.stop();
      return;
    }
    stream.current = microphone;
    const type = supportedType();
    const next = new MediaRecorder(microphone, type ? { mimeType: type, audioBitsPerSecond: 64_000 } : undefined);
    const chunks: Blob[] = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      release();
      if (!alive.current) return;
      const recordedType = next.mimeType || type || "audio/webm";
      const blob = new Blob(chunks, { type: recordedType });
      if (blob.size === 0) return setState({ phase: "failed", message: voiceMessages.empty });
      const file = new File([blob], `mi-voz.${extensionFor(recordedType)}`, { type: recordedType });
      src.current = URL.createObjectURL(file);
      setState({ phase: "recorded", file, src: src.current });
      reported.current(file);
    };
    recorder.current = next;
    next.start();
    const startedAt = Date.now();
    setState({ phase: "recording", secondsLeft: maxRecordingSeconds });
    ticker.current = window.setInterval(() => {
      const secondsLeft = Math.max(0, maxRecordingSeconds - Math.floor((Date.now() - startedAt) / 1000));
      if (secondsLeft === 0) stop();
      else setState({ phase: "recording", secondsLeft });
    }, 1000);
  }, [forgetCopy, release, stop]);

  /** Throws the recording away (the child chose a photo or a file instead, or pressed "Quitar"). */
  const discard = useCallback(() => {
    if (recorder.current?.state === "recording") {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    release();
    forgetCopy();
    setState({ phase: "idle" });
  }, [release, forgetCopy]);

  return { state, start, stop, discard };
}
