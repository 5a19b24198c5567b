import { addDays } from "../../../common/attendance/attendance.calendar";
import type { AdjustmentKind } from "../../../common/piar/piar.labels";
import type { Piar, PiarContent } from "../../../common/piar/piar.schema";

/** One adjustment row being written: its kind may still be unchosen, and `key` keeps React's rows apart. */
export type DraftAdjustment = { key: number; subject: string; kind: AdjustmentKind | ""; adjustment: string; goal: string };
export type PiarDraft = Omit<PiarContent, "adjustments"> & { adjustments: DraftAdjustment[]; reviewDue: string };

let lastKey = 0;
const nextKey = () => ++lastKey;

export const emptyAdjustment = (): DraftAdjustment => ({ key: nextKey(), subject: "", kind: "", adjustment: "", goal: "" });

/** The plan as saved, or a blank one due for review in a year (the longest the rule allows). */
export function draftOf(piar: Piar | null, today: string): PiarDraft {
  if (!piar) {
    return {
      general: { supports: "", interests: "" },
      context: { diagnosis: "", health: "", home: "" },
      assessment: { howLearns: "", strengths: "", barriers: "" },
      adjustments: [],
      familyCommitments: "",
      reviewDue: addDays(today, 365),
    };
  }
  const { adjustments, ...rest } = piar.content;
  return { ...rest, adjustments: adjustments.map((a) => ({ ...a, key: nextKey() })), reviewDue: piar.reviewDue };
}

/** What the server is sent: the rows without their keys (an unchosen kind is the server's to refuse, in Spanish). */
export function contentOf(draft: PiarDraft): { content: PiarContent; reviewDue: string } {
  const { reviewDue, adjustments, ...rest } = draft;
  return { content: { ...rest, adjustments: adjustments.map(({ key: _key, ...a }) => ({ ...a, kind: a.kind as AdjustmentKind })) }, reviewDue };
}
