import type { Page } from "@playwright/test";

export type Spoken = { text: string; lang: string; voice: string | null; rate: number };
export type FakeVoice = { lang: string; name: string };

/**
 * Replaces the browser's speech engine by a recorder. Like Chrome, it lists no voices at first and
 * the given ones only after `voiceschanged`; each utterance starts and reports its first word, or
 * fails with `failWith`, or (`silent`, like a browser with no voice at all) never starts.
 */
export async function recordSpeech(page: Page, options: { voices: FakeVoice[]; failWith?: string; silent?: boolean }) {
  await page.addInitScript((options) => {
    const spoken: Spoken[] = [];
    (window as unknown as { spoken: Spoken[] }).spoken = spoken;
    let voices: FakeVoice[] = [];
    const listeners: (() => void)[] = [];
    class FakeUtterance {
      lang = "";
      voice: FakeVoice | null = null;
      rate = 1;
      onstart: (() => void) | null = null;
      onboundary: ((event: Partial<SpeechSynthesisEvent>) => void) | null = null;
      onerror: ((event: Partial<SpeechSynthesisErrorEvent>) => void) | null = null;
      onend: (() => void) | null = null;
      constructor(public text: string) {}
    }
    const fake = {
      speaking: false,
      getVoices: () => voices,
      addEventListener: (type: string, listener: () => void) => {
        if (type === "voiceschanged") listeners.push(listener);
      },
      removeEventListener() {},
      speak(utterance: FakeUtterance) {
        spoken.push({ text: utterance.text, lang: utterance.voice?.lang ?? utterance.lang, voice: utterance.voice?.name ?? null, rate: utterance.rate });
        if (options.silent) return;
        if (options.failWith) utterance.onerror?.({ error: options.failWith as SpeechSynthesisErrorCode });
        else {
          utterance.onstart?.();
          utterance.onboundary?.({ name: "word", charIndex: 0, charLength: 0 });
        }
      },
      cancel() {},
      pause() {},
      resume() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: fake, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true });
    setTimeout(() => {
      voices = options.voices;
      for (const listener of listeners) listener();
    }, 200);
  }, options);
}

