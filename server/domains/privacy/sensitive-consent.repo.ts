import type { DbOrTrx } from "../../db/connection.js";
import { withoutSensitiveText } from "../../../common/privacy/sensitive-data.js";
import { privacyNoticeVersion } from "./privacy-notice.js";

/**
 * The family's consent to record the child's sensitive data (health, diagnosis, home context; issue
 * 35). Current: given by a parent still linked to the child, to the current privacy notice, not
 * withdrawn. A consent to an older notice stops counting, as the general consent does.
 */
export async function hasSensitiveDataConsent(db: DbOrTrx, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom("sensitiveDataConsents as c")
    .innerJoin("parentChildren as pc", (join) => join.onRef("pc.parentId", "=", "c.parentId").onRef("pc.studentId", "=", "c.studentId"))
    .select("c.id")
    .where("c.studentId", "=", studentId)
    .where("c.noticeVersion", "=", privacyNoticeVersion)
    .where("c.revokedAt", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** One parent's current sensitive-data consent for a child, if any. */
export function currentSensitiveConsent(db: DbOrTrx, studentId: number, parentId: number) {
  return db
    .selectFrom("sensitiveDataConsents")
    .select(["id", "noticeVersion", "givenAt"])
    .where("studentId", "=", studentId)
    .where("parentId", "=", parentId)
    .where("noticeVersion", "=", privacyNoticeVersion)
    .where("revokedAt", "is", null)
    .orderBy("givenAt", "desc")
    .executeTakeFirst();
}

export function sensitiveConsentHistory(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("sensitiveDataConsents as c")
    .innerJoin("users as p", "p.id", "c.parentId")
    .select(["c.id", "c.noticeVersion", "c.givenAt", "c.revokedAt", "p.firstName", "p.lastName"])
    .where("c.studentId", "=", studentId)
    .orderBy("c.givenAt", "desc")
    .orderBy("c.id", "desc")
    .execute();
}

export function insertSensitiveConsent(db: DbOrTrx, values: { studentId: number; parentId: number; at: string }) {
  return db
    .insertInto("sensitiveDataConsents")
    .values({ studentId: values.studentId, parentId: values.parentId, noticeVersion: privacyNoticeVersion, givenAt: values.at, revokedAt: null })
    .returning(["id", "noticeVersion", "givenAt"])
    .executeTakeFirstOrThrow();
}

/** Withdraws every active sensitive-data consent the parent gave for the child; the rows stay, dated. */
export async function revokeSensitiveConsents(db: DbOrTrx, studentId: number, parentId: number, at: string): Promise<number[]> {
  const rows = await db
    .updateTable("sensitiveDataConsents")
    .set({ revokedAt: at })
    .where("studentId", "=", studentId)
    .where("parentId", "=", parentId)
    .where("revokedAt", "is", null)
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * What withdrawing does (docs/decisions/retention.md): the PIAR's sensitive fields are emptied in the
 * plan the school keeps and in every kept revision of it (issue 35: revisions keep the whole text, so
 * the health text would otherwise stay in the history); the adjustments, commitments and follow-ups
 * stay. A revision keeps the fingerprint of the text the family agreed to. Returns whether anything
 * was emptied.
 */
export async function clearSensitivePiarText(db: DbOrTrx, studentId: number): Promise<boolean> {
  const plan = await db.selectFrom("piarPlans").select(["id", "content"]).where("studentId", "=", studentId).executeTakeFirst();
  if (!plan) return false;
  let cleared = false;
  const emptied = (content: string): string | null => {
    const before = JSON.parse(content) as unknown;
    const after = JSON.stringify(withoutSensitiveText(before));
    return after === JSON.stringify(before) ? null : after;
  };
  const planAfter = emptied(plan.content);
  if (planAfter !== null) {
    await db.updateTable("piarPlans").set({ content: planAfter }).where("id", "=", plan.id).execute();
    cleared = true;
  }
  for (const revision of await db.selectFrom("piarRevisions").select(["id", "content"]).where("planId", "=", plan.id).execute()) {
    const after = emptied(revision.content);
    if (after === null) continue;
    await db.updateTable("piarRevisions").set({ content: after }).where("id", "=", revision.id).execute();
    cleared = true;
  }
  return cleared;
}
