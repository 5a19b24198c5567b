import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearReadingNotice, currentReadingNotice, showReadingNotice } from "../../web/lib/reading-notice.js";
import { notStartedMessage } from "../../web/lib/speech.js";
import { type Reading, startReading, startTimeoutMs } from "../../web/lib/speech-engine.js";

type FakeUtterance = { text: string; onstart?: () => void; onboundary?: (e: { name: string; charIndex: number }) => void; onend?: () => void };

/** A browser speech engine that accepts speak() and does only what each test tells it. */
function fakeBrowser() {
  const spoken: FakeUtterance[] = [];
  const synth = { getVoices: () => [], addEventListener() {}, removeEventListener() {}, cancel: vi.fn(), speak: (u: FakeUtterance) => spoken.push(u), pause() {}, resume() {} };
  vi.stubGlobal("window", { speechSynthesis: synth });
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      constructor(public text: string) {}
    },
  );
  return { synth, spoken };
}

function reading(): Reading & { errors: string[]; ends: number } {
  const r = { errors: [] as string[], ends: 0, onWord() {}, onEnd: () => r.ends++, onError: (m: string) => r.errors.push(m) };
  return r;
}

describe("a reading that never starts (no voice on the device)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearReadingNotice();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is cancelled after two seconds without a start, and the child is told so", () => {
    const { synth } = fakeBrowser();
    const r = reading();
    expect(startReading("Hola", r)).toBeNull();
    vi.advanceTimersByTime(startTimeoutMs - 1);
    expect(r.errors).toEqual([]);
    synth.cancel.mockClear();
    vi.advanceTimersByTime(1);
    expect(r.errors).toEqual([notStartedMessage]);
    expect(synth.cancel).toHaveBeenCalled();
  });

  it("a start event within two seconds keeps it reading, and clears an earlier notice", () => {
    const { spoken } = fakeBrowser();
    showReadingNotice(notStartedMessage);
    const r = reading();
    startReading("Hola", r);
    vi.advanceTimersByTime(1500);
    spoken[0]?.onstart?.();
    expect(currentReadingNotice()).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(r.errors).toEqual([]);
  });

  it("a word boundary counts as started (browsers that skip `start`)", () => {
    const { spoken } = fakeBrowser();
    const r = reading();
    startReading("Hola", r);
    spoken[0]?.onboundary?.({ name: "word", charIndex: 0 });
    vi.advanceTimersByTime(5000);
    expect(r.errors).toEqual([]);
  });

  it("a reading stopped or replaced before two seconds is not reported as failed", () => {
    fakeBrowser();
    const first = reading();
    const second = reading();
    startReading("Uno", first);
    vi.advanceTimersByTime(1000);
    startReading("Dos", second);
    expect(first.ends).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(second.errors).toEqual([notStartedMessage]);
  });
});

describe("the page's one reading notice", () => {
  it("showing the same message again keeps one message", () => {
    clearReadingNotice();
    showReadingNotice(notStartedMessage);
    showReadingNotice(notStartedMessage);
    expect(currentReadingNotice()).toBe(notStartedMessage);
    clearReadingNotice();
    expect(currentReadingNotice()).toBeNull();
  });
});
