import { countInWords } from "../../../common/words";
import type { WorkFile } from "../../../common/student-work/student-work.schema";
import { maxWorkFiles } from "../../../common/student-work/student-work.vocabulary";
import type { FilePart } from "../../lib/protected-files";

/**
 * What one hand-in holds (issue 37): the files already handed in (on a redo), each kept or taken
 * out, and the photos, voice notes and files chosen now, each added to the list, never replacing
 * another. Pure, so the rules are tested without a browser (tests/unit/hand-in-items.test.ts).
 */

export type ItemKind = WorkFile["kind"];
export type ChosenItem = { key: number; kind: ItemKind; file: File };
export type HandInItems = { chosen: ChosenItem[]; removedIds: number[]; nextKey: number; lastAdded: number | null; tooMany: boolean };

export const emptyItems: HandInItems = { chosen: [], removedIds: [], nextKey: 1, lastAdded: null, tooMany: false };

export type ItemAction =
  | { type: "add"; files: readonly { file: File; kind: ItemKind }[]; kept: number }
  | { type: "remove"; key: number }
  | { type: "removeExisting"; id: number }
  | { type: "keepExisting"; id: number };

/** The kind of a file by its type, as the server names it: image/* a photo, audio/* a voice note, else a file. */
export function kindOf(file: { type: string }): ItemKind {
  if (file.type.startsWith("image/")) return "photo";
  if (file.type.startsWith("audio/")) return "voice";
  return "file";
}

/**
 * `kept` is how many handed-in files stay (existing minus removed): together with the chosen ones,
 * at most maxWorkFiles; what does not fit is left out and `tooMany` says so.
 */
export function handInItemsReducer(state: HandInItems, action: ItemAction): HandInItems {
  switch (action.type) {
    case "add": {
      const room = Math.max(0, maxWorkFiles - action.kept - state.chosen.length);
      const fitting = action.files.slice(0, room);
      const added = fitting.map(({ file, kind }, index) => ({ key: state.nextKey + index, kind, file }));
      return {
        chosen: [...state.chosen, ...added],
        removedIds: state.removedIds,
        nextKey: state.nextKey + added.length,
        lastAdded: added.at(-1)?.key ?? state.lastAdded,
        tooMany: fitting.length < action.files.length,
      };
    }
    case "remove":
      return { ...state, chosen: state.chosen.filter((item) => item.key !== action.key), tooMany: false, lastAdded: null };
    case "removeExisting":
      return state.removedIds.includes(action.id) ? state : { ...state, removedIds: [...state.removedIds, action.id], tooMany: false };
    case "keepExisting":
      return { ...state, removedIds: state.removedIds.filter((id) => id !== action.id) };
  }
}

/** How many handed-in files stay after the removals. */
export function keptCount(existing: readonly WorkFile[], state: HandInItems): number {
  return existing.filter((file) => !state.removedIds.includes(file.id)).length;
}

/**
 * The file parts to send, in order. Each new file is a `files` part (added to the list); when the
 * hand-in has no file yet, the first goes as the legacy `workFile` instead, which the contract keeps
 * in order on a POST and treats as "the first file" on a PUT: the same list for a server with the
 * list, and the first file still kept by a server that knows only one.
 */
export function fileParts(chosen: readonly ChosenItem[], hasFileAlready: boolean): FilePart[] {
  return chosen.map((item, index) => ({ field: index === 0 && !hasFileAlready ? "workFile" : "files", file: item.file }));
}

const masculineOne = (count: number, singular: string, plural: string) => (count === 1 ? `un ${singular}` : countInWords(count, singular, plural));

/** "Vas a enviar dos fotos y una grabación." in words, for the child (no digits below 21). */
export function chosenSummary(items: readonly { kind: ItemKind }[]): string {
  const count = (kind: ItemKind) => items.filter((item) => item.kind === kind).length;
  const parts = [
    count("photo") ? countInWords(count("photo"), "foto", "fotos") : null,
    count("voice") ? countInWords(count("voice"), "grabación", "grabaciones") : null,
    count("file") ? masculineOne(count("file"), "archivo", "archivos") : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return "Todavía no has elegido nada.";
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;
  return `Vas a enviar ${list}.`;
}
