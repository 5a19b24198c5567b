import type { DbOrTrx } from "../../db/connection.js";
import { reportCardNotice, reportCardsLinkOf } from "../../../common/report-cards/report-card-notice.js";
import { notify, recipients } from "../notifications/notify.js";
import { studentSexes } from "../users/student-file.repo.js";
import { firstNames } from "./report-cards.repo.js";

/**
 * The families of the children whose cards were just published (issue 35): one item per new version
 * for each linked parent, in Spanish, agreeing with the sex on the child's file, with the link to
 * that child's Boletines. An unchanged card makes no version and so no item.
 */
export async function notifyCardsPublished(
  db: DbOrTrx,
  input: { period: string; preschool: boolean; at: string; cards: { studentId: number; version: number; entries: number }[] },
): Promise<void> {
  if (input.cards.length === 0) return;
  const ids = input.cards.map((c) => c.studentId);
  const [sexes, names] = await Promise.all([studentSexes(db, ids), firstNames(db, ids)]);
  for (const card of input.cards) {
    const userIds = await recipients.parentsOf(db, [card.studentId]);
    if (userIds.length === 0) continue;
    const text = reportCardNotice({
      firstName: names.get(card.studentId) ?? "",
      periodName: input.period,
      version: card.version,
      subjects: card.entries,
      preschool: input.preschool,
      sex: sexes.get(card.studentId) ?? null,
    });
    await notify(db, { userIds, kind: "reportCard", ...text, link: reportCardsLinkOf(card.studentId), at: input.at, studentId: card.studentId });
  }
}
