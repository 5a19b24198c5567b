import { afterEach, describe, expect, it, vi } from "vitest";
import {
  chooseSpanishVoice,
  isStopped,
  joinParts,
  noSpanishVoiceMessage,
  speechErrorMessage,
  voiceStatus,
  watchVoices,
  wordAt,
} from "../../web/lib/speech.js";

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

describe("which voice reads aloud", () => {
  it("Colombian Spanish first, then Latin American, then any Spanish", () => {
    const all = [voice("en-US"), voice("es-ES"), voice("es-US"), voice("es-MX"), voice("es-419"), voice("es-CO")];
    expect(chooseSpanishVoice(all)?.lang).toBe("es-CO");
    expect(chooseSpanishVoice(all.slice(0, 5))?.lang).toBe("es-419");
    expect(chooseSpanishVoice(all.slice(0, 4))?.lang).toBe("es-MX");
    expect(chooseSpanishVoice(all.slice(0, 3))?.lang).toBe("es-US");
    expect(chooseSpanishVoice(all.slice(0, 2))?.lang).toBe("es-ES");
  });

  it("reads Android's es_CO and any case, and a bare 'es'", () => {
    expect(chooseSpanishVoice([voice("es-ES"), voice("es_co")])?.lang).toBe("es_co");
    expect(chooseSpanishVoice([voice("en-GB"), voice("es")])?.lang).toBe("es");
  });

  it("no Spanish voice: none is chosen (not English, not Estonian)", () => {
    expect(chooseSpanishVoice([voice("en-US"), voice("et-EE"), voice("fr-FR")])).toBeUndefined();
    expect(chooseSpanishVoice([])).toBeUndefined();
  });

  it("an empty list is 'waiting' until it settles, then 'unknown'; voices decide the rest", () => {
    expect(voiceStatus([], false)).toBe("waiting");
    expect(voiceStatus([], true)).toBe("unknown");
    expect(voiceStatus([voice("en-US")], true)).toBe("no-spanish");
    expect(voiceStatus([voice("en-US"), voice("es-MX")], false)).toBe("spanish");
  });
});

describe("voices that arrive late", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for voiceschanged, as browsers list no voices at first", () => {
    let voices: SpeechSynthesisVoice[] = [];
    const listeners: (() => void)[] = [];
    const source = { getVoices: () => voices, addEventListener: (_: "voiceschanged", listener: () => void) => listeners.push(listener) };
    const onChange = vi.fn();
    const watcher = watchVoices(source, onChange);
    expect(watcher.status()).toBe("waiting");
    voices = [voice("en-US"), voice("es-CO")];
    for (const listener of listeners) listener();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(watcher.status()).toBe("spanish");
    expect(watcher.voices()).toHaveLength(2);
    watcher.stop();
  });

  it("without addEventListener it uses onvoiceschanged; with no voices at all it settles after the wait", () => {
    vi.useFakeTimers();
    const source: Parameters<typeof watchVoices>[0] = { getVoices: () => [] };
    const watcher = watchVoices(source, () => {}, 2000);
    expect(typeof source.onvoiceschanged).toBe("function");
    vi.advanceTimersByTime(1999);
    expect(watcher.status()).toBe("waiting");
    vi.advanceTimersByTime(1);
    expect(watcher.status()).toBe("unknown");
    watcher.stop();
    expect(source.onvoiceschanged).toBeNull();
  });
});

describe("what the child is told", () => {
  it("a missing Spanish voice explains, in Spanish, how to add one", () => {
    expect(noSpanishVoiceMessage).toMatch(/no tiene una voz en español/);
    expect(noSpanishVoiceMessage).toMatch(/Ajustes > Idioma > Voz/);
    expect(speechErrorMessage("language-unavailable")).toBe(noSpanishVoiceMessage);
    expect(speechErrorMessage("voice-unavailable")).toBe(noSpanishVoiceMessage);
  });

  it("every other error has a calm Spanish message; stopping is not an error", () => {
    for (const error of ["not-allowed", "network", "audio-busy", "audio-hardware", "synthesis-failed", "synthesis-unavailable", "text-too-long", "???"]) {
      expect(speechErrorMessage(error)).toMatch(/[áéíóúñ]|voz|sonido/i);
    }
    expect(speechErrorMessage("network")).toMatch(/internet/);
    expect(isStopped("interrupted")).toBe(true);
    expect(isStopped("canceled")).toBe(true);
    expect(isStopped("synthesis-failed")).toBe(false);
  });
});

describe("reading several pieces as one", () => {
  const parts = [{ text: "Sumar con dibujos" }, { text: "" }, { text: "Cuenta las manzanas." }, { text: "¿Cuántas hay?" }];

  it("joins them with a pause, without doubling a full stop", () => {
    expect(joinParts(parts).text).toBe("Sumar con dibujos. Cuenta las manzanas. ¿Cuántas hay?");
  });

  it("finds which piece a spoken word is in and where", () => {
    const { text } = joinParts(parts);
    expect(wordAt(parts, 0, 5)).toEqual({ part: 0, start: 0, end: 5 });
    const manzanas = text.indexOf("manzanas");
    expect(wordAt(parts, manzanas)).toEqual({ part: 2, start: "Cuenta las ".length, end: "Cuenta las manzanas.".length });
    expect(wordAt(parts, text.indexOf("¿Cuántas"), 8)).toEqual({ part: 3, start: 0, end: 8 });
    // The pause between pieces belongs to none.
    expect(wordAt(parts, "Sumar con dibujos".length)).toBeNull();
  });
});
