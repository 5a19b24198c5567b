import { describe, expect, it } from "vitest";
import { filesToDrop, keptFilesLimit } from "../../web/lib/offline/kept-files";
import { keptForMs } from "../../web/lib/offline/kept-screens";

/** Issue 39: what a child keeps on a shared tablet of the files she opened (her teacher's voice, pictures, PDFs). */
describe("the files a child keeps on the device", () => {
  const now = Date.UTC(2026, 11, 4, 15);
  const file = (key: string, minutesAgo: number, size = 1_000) => ({ key, savedAt: now - minutesAgo * 60_000, size });

  it("keeps what she opened today, whatever its order", () => {
    expect(filesToDrop([file("voz", 5), file("pdf", 300), file("foto", 1)], now)).toEqual([]);
  });

  it("lets go of a file she last opened more than a day ago", () => {
    const old = { key: "ayer", savedAt: now - keptForMs - 1, size: 10 };
    expect(filesToDrop([file("hoy", 10), old], now)).toEqual(["ayer"]);
  });

  it("keeps at most the limit's files, dropping the least recently opened", () => {
    const many = Array.from({ length: keptFilesLimit.files + 3 }, (_, i) => file(`f${i}`, i));
    expect(filesToDrop(many, now).sort()).toEqual([`f${keptFilesLimit.files}`, `f${keptFilesLimit.files + 1}`, `f${keptFilesLimit.files + 2}`].sort());
  });

  it("keeps at most the limit's bytes: one large old PDF goes before today's small voice", () => {
    const limit = { files: 10, bytes: 1_000, fileBytes: 1_000 };
    expect(filesToDrop([file("voz", 1, 400), file("foto", 2, 400), file("pdf", 3, 900)], now, limit)).toEqual(["pdf"]);
  });
});
