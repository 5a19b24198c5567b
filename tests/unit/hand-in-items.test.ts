import { describe, expect, it } from "vitest";
import { maxWorkFiles, workMessages } from "../../common/student-work/student-work.vocabulary.js";
import type { WorkFile } from "../../common/student-work/student-work.schema.js";
import {
  chosenSummary,
  emptyItems,
  fileParts,
  handInItemsReducer,
  kindOf,
  keptCount,
} from "../../web/features/student-work/hand-in-items.js";

const photo = (name: string) => new File(["x"], name, { type: "image/png" });
const voice = new File(["x"], "mi-voz.webm", { type: "audio/webm;codecs=opus" });
const handedIn = (id: number, kind: WorkFile["kind"]): WorkFile => ({
  id,
  url: `/api/student-work-submissions/1/files/${id}`,
  originalName: `f${id}`,
  size: 1,
  mimeType: kind === "photo" ? "image/png" : "application/pdf",
  kind,
});

describe("one hand-in holds several photos and a voice note (issue 37)", () => {
  it("adds a voice note after a photo and another photo after it: nothing is replaced", () => {
    let state = handInItemsReducer(emptyItems, { type: "add", files: [{ file: photo("a.png"), kind: "photo" }], kept: 0 });
    state = handInItemsReducer(state, { type: "add", files: [{ file: voice, kind: "voice" }], kept: 0 });
    state = handInItemsReducer(state, { type: "add", files: [{ file: photo("b.png"), kind: "photo" }], kept: 0 });
    expect(state.chosen.map((item) => [item.kind, item.file.name])).toEqual([
      ["photo", "a.png"],
      ["voice", "mi-voz.webm"],
      ["photo", "b.png"],
    ]);
    expect(state.lastAdded).toBe(state.chosen[2]?.key);
    expect(chosenSummary(state.chosen)).toBe("Vas a enviar dos fotos y una grabación.");
  });

  it("takes out only the item asked for", () => {
    let state = handInItemsReducer(emptyItems, { type: "add", files: [{ file: photo("a.png"), kind: "photo" }, { file: voice, kind: "voice" }], kept: 0 });
    const [first] = state.chosen;
    state = handInItemsReducer(state, { type: "remove", key: first?.key ?? 0 });
    expect(state.chosen.map((item) => item.file.name)).toEqual(["mi-voz.webm"]);
    expect(chosenSummary(state.chosen)).toBe("Vas a enviar una grabación.");
    expect(chosenSummary([])).toBe("Todavía no has elegido nada.");
  });

  it("on a redo, marks handed-in files to take out and can keep them again", () => {
    const existing = [handedIn(7, "photo"), handedIn(8, "file")];
    let state = handInItemsReducer(emptyItems, { type: "removeExisting", id: 7 });
    state = handInItemsReducer(state, { type: "removeExisting", id: 7 });
    expect(state.removedIds).toEqual([7]);
    expect(keptCount(existing, state)).toBe(1);
    state = handInItemsReducer(state, { type: "keepExisting", id: 7 });
    expect(keptCount(existing, state)).toBe(2);
  });

  it("stops at the contract's ten files, counting the ones kept, and says why", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ file: photo(`${i}.png`), kind: "photo" as const }));
    const state = handInItemsReducer(emptyItems, { type: "add", files: many, kept: 3 });
    expect(state.chosen).toHaveLength(maxWorkFiles - 3);
    expect(state.tooMany).toBe(true);
    expect(workMessages.tooManyFiles).toBe("Un trabajo puede tener hasta 10 archivos. Quita alguno para añadir otro.");
    expect(handInItemsReducer(state, { type: "remove", key: state.chosen[0]?.key ?? 0 }).tooMany).toBe(false);
  });

  it("names a file's kind by its type, like the server", () => {
    expect(kindOf(photo("a.png"))).toBe("photo");
    expect(kindOf(voice)).toBe("voice");
    expect(kindOf(new File(["x"], "a.pdf", { type: "application/pdf" }))).toBe("file");
    expect(chosenSummary([{ kind: "file" }])).toBe("Vas a enviar un archivo.");
    expect(chosenSummary([{ kind: "photo" }, { kind: "voice" }, { kind: "file" }, { kind: "file" }])).toBe("Vas a enviar una foto, una grabación y dos archivos.");
  });

  it("sends every new file as a `files` part, the first as the legacy workFile only when the hand-in has no file yet", () => {
    const state = handInItemsReducer(emptyItems, { type: "add", files: [{ file: photo("a.png"), kind: "photo" }, { file: photo("b.png"), kind: "photo" }, { file: voice, kind: "voice" }], kept: 0 });
    expect(fileParts(state.chosen, false).map((part) => [part.field, part.file.name])).toEqual([
      ["workFile", "a.png"],
      ["files", "b.png"],
      ["files", "mi-voz.webm"],
    ]);
    expect(fileParts(state.chosen, true).map((part) => part.field)).toEqual(["files", "files", "files"]);
  });
});
