import { describe, expect, it } from "vitest";
import { handInKeyPattern } from "../../common/student-work/student-work.vocabulary";
import { leavingWithQueuedWork, newHandInKey, outcomeOfFailure } from "../../web/lib/offline/hand-in-queue";
import { UploadError } from "../../web/lib/protected-files";

/** Issue 39: what a kept hand-in does after a failed attempt, and the key it is sent with. */
describe("a hand-in kept on the device", () => {
  it("is sent with a key the server accepts, a new one for each hand-in", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newHandInKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(handInKeyPattern);
  });

  it("waits when nothing answered, the session ended (an old token), or the server was busy or down", () => {
    expect(outcomeOfFailure(new TypeError("Failed to fetch"))).toBe("waits");
    expect(outcomeOfFailure(new DOMException("The operation timed out.", "TimeoutError"))).toBe("waits");
    for (const status of [401, 408, 425, 429, 500, 502, 503, 504]) expect(outcomeOfFailure(new UploadError(status, "")), String(status)).toBe("waits");
  });

  it("is refused, and kept for an adult, when the school says no (the module gone or closed, a file it does not take, a reused key)", () => {
    for (const status of [400, 403, 404, 409, 413, 415]) expect(outcomeOfFailure(new UploadError(status, "No")), String(status)).toBe("refused");
  });

  it("makes signing out ask in words how many wait and what happens to them", () => {
    expect(leavingWithQueuedWork(1)).toBe(
      "Hay un trabajo guardado que todavía no se ha enviado. Si sales ahora, se queda en este dispositivo y se enviará cuando esta misma persona vuelva a entrar con internet.",
    );
    expect(leavingWithQueuedWork(2)).toMatch(/^Hay dos trabajos guardados que todavía no se han enviado\./);
  });
});
