/**
 * Reading aloud in Spanish, shared by every "Escuchar" button: which voice to use, what to say when
 * the device cannot read Spanish, and which word of the text is being read.
 */

export type VoiceLike = Pick<SpeechSynthesisVoice, "lang" | "name">;

/** Colombia first, then the Latin American voices closest to it, then any Spanish. */
const preferredLangs = ["es-co", "es-419", "es-mx", "es-us"];

/** Android reports "es_CO"; browsers differ in case. */
function normalLang(lang: string): string {
  return lang.replace(/_/g, "-").toLowerCase();
}

export function chooseSpanishVoice<V extends VoiceLike>(voices: readonly V[]): V | undefined {
  for (const lang of preferredLangs) {
    const found = voices.find((voice) => normalLang(voice.lang) === lang);
    if (found) return found;
  }
  return voices.find((voice) => /^es(-|$)/.test(normalLang(voice.lang)));
}

/**
 * "waiting": no voices yet, they may still arrive with `voiceschanged`; "unknown": none arrived
 * (some browsers never list them but speak anyway); "no-spanish": voices but none in Spanish.
 */
export type VoiceStatus = "waiting" | "unknown" | "spanish" | "no-spanish";

export function voiceStatus(voices: readonly VoiceLike[], settled: boolean): VoiceStatus {
  if (voices.length === 0) return settled ? "unknown" : "waiting";
  return chooseSpanishVoice(voices) ? "spanish" : "no-spanish";
}

export const noSpanishVoiceMessage =
  "Este equipo no tiene una voz en español para leer en voz alta. Pide a un adulto que la agregue en Ajustes > Idioma > Voz (o «Texto a voz») y vuelve a tocar «Escuchar».";

/** Said when speak() was accepted but nothing started within two seconds (no voice at all). */
export const notStartedMessage = "Este dispositivo no está leyendo en voz alta. Pide ayuda a un adulto.";

/** What the child (or the adult beside them) is told for each SpeechSynthesisErrorEvent.error. */
export function speechErrorMessage(error: string): string {
  switch (error) {
    case "language-unavailable":
    case "voice-unavailable":
      return noSpanishVoiceMessage;
    case "not-allowed":
      return "El navegador no dejó leer en voz alta. Toca «Escuchar» otra vez.";
    case "network":
      return "La voz necesita internet y no hay conexión. Inténtalo de nuevo más tarde.";
    case "audio-busy":
    case "audio-hardware":
      return "El sonido del equipo está ocupado o apagado. Revisa el volumen e inténtalo de nuevo.";
    case "text-too-long":
      return "Este texto es muy largo para leerlo en voz alta.";
    default:
      return "No se pudo leer en voz alta. Inténtalo de nuevo.";
  }
}

/** Stopping a reading (ours or by starting another) ends it with these: they are not failures. */
export function isStopped(error: string): boolean {
  return error === "interrupted" || error === "canceled";
}

export const normalRate = 1;
export const slowRate = 0.7;

/** Pieces read one after the other, e.g. a task's title and then its description. */
export type SpokenPart = { text: string; highlightIn?: string };

/** The parts joined as one utterance, with a pause between them, and where each part starts in it. */
export function joinParts(parts: readonly SpokenPart[]): { text: string; starts: number[] } {
  let text = "";
  const starts: number[] = [];
  for (const part of parts) {
    const piece = part.text.trim() ? part.text : "";
    if (text && piece) text += /[.!?:;…]\s*$/.test(text) ? " " : ". ";
    starts.push(text.length);
    text += piece;
  }
  return { text, starts };
}

/** The word read at charIndex: which part it is in and where it is within that part's text. */
export function wordAt(
  parts: readonly SpokenPart[],
  charIndex: number,
  charLength = 0,
): { part: number; start: number; end: number } | null {
  const { text, starts } = joinParts(parts);
  const length = charLength || (text.slice(charIndex).match(/^\S+/)?.[0].length ?? 0);
  for (let part = parts.length - 1; part >= 0; part--) {
    const start = starts[part] ?? 0;
    const piece = parts[part]?.text.trim() ? (parts[part]?.text ?? "") : "";
    if (charIndex >= start && charIndex < start + piece.length) {
      const inPart = charIndex - start;
      return { part, start: inPart, end: Math.min(inPart + length, piece.length) };
    }
  }
  return null;
}

/** The part of speechSynthesis that lists voices (a fake one in unit tests). */
export type VoiceSource = {
  getVoices(): SpeechSynthesisVoice[];
  addEventListener?: (type: "voiceschanged", listener: () => void) => void;
  removeEventListener?: (type: "voiceschanged", listener: () => void) => void;
  onvoiceschanged?: ((this: SpeechSynthesis, event: Event) => unknown) | null;
};

/**
 * Keeps the voice list current. Browsers often list no voices until `voiceschanged` fires; after
 * `waitMs` without any, the list counts as settled (empty: the browser may still speak).
 */
export function watchVoices(source: VoiceSource, onChange: () => void, waitMs = 2000) {
  let voices = source.getVoices();
  let settled = voices.length > 0;
  const refresh = () => {
    voices = source.getVoices();
    if (voices.length > 0) settled = true;
    onChange();
  };
  if (typeof source.addEventListener === "function") source.addEventListener("voiceschanged", refresh);
  else source.onvoiceschanged = refresh;
  const timer = settled
    ? undefined
    : setTimeout(() => {
        settled = true;
        refresh();
      }, waitMs);
  return {
    voices: () => voices,
    status: () => voiceStatus(voices, settled),
    stop() {
      clearTimeout(timer);
      if (typeof source.removeEventListener === "function") source.removeEventListener("voiceschanged", refresh);
      else source.onvoiceschanged = null;
    },
  };
}
