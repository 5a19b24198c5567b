import type { Transaction } from "kysely";
import type { DbOrTrx } from "../db/connection.js";
import type { Database } from "../db/schema.js";
import type { Actor } from "./access.js";
import type { AuditAction } from "../../common/audit/audit-actions.js";

/**
 * The audit log (issue 11): one append-only row per sensitive action. Who (actor id and role), what
 * (action), which object (type and id), when, from which address, and a small JSON of details.
 * Details never hold passwords, tokens or file contents; callers pass only ids, statuses and grades.
 * No call of the app edits or removes an entry. The only deletion is retention: entries older than
 * AUDIT_RETENTION_DAYS (default 730, two years) are deleted at start and once a day (pruneAuditLog,
 * server/ops/audit-retention.ts). The erasure of a student anonymises that student's entries (see
 * privacy.repo.ts), and a failed sign-in's row counts the failures of its address and hour
 * (recordFailedSignIn) instead of growing the log by one row per attempt.
 */

export type AuditObjectType = "user" | "student" | "payment" | "work_submission" | "consent" | "integration" | "academic_archive" | "certificate" | "teacher_voice";

export type AuditEntry = {
  /** The caller; null for an anonymous call (a failed sign-in). */
  actor: Pick<Actor, "id" | "role" | "address"> | null;
  action: AuditAction;
  object?: { type: AuditObjectType; id: number | null };
  /** Overrides actor.address (e.g. a failed sign-in has no actor but has an address). */
  address?: string;
  details?: Record<string, string | number | boolean | null>;
};

const maxDetailsLength = 2000;

/** Appends one entry, on the given connection or inside the caller's transaction. */
export async function recordAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  const details = JSON.stringify(entry.details ?? {});
  await db
    .insertInto("auditLog")
    .values({
      createdAt: new Date().toISOString(),
      actorId: entry.actor?.id ?? null,
      actorRole: entry.actor?.role ?? null,
      action: entry.action,
      objectType: entry.object?.type ?? null,
      objectId: entry.object?.id ?? null,
      address: entry.address ?? entry.actor?.address ?? null,
      details: details.length > maxDetailsLength ? JSON.stringify({ truncated: true }) : details,
    })
    .execute();
}

/** A failed sign-in row names at most this many distinct accounts, and as many typed emails. */
export const maxFailedSignInTargets = 5;

export type FailedSignIn = {
  /** The client's address; one row per address and hour. */
  address: string;
  /** The targeted account; null when no account has the email. */
  userId: number | null;
  /** wrong_password, unknown_email, account_blocked, account_pending, too_many_attempts... */
  reason: string;
  /** Kept only when no account has it (a typo, or someone probing for accounts). */
  email: string;
};

/** The details of a failed sign-in row: the count, the last reason and a bounded list of targets. */
export type FailedSignInDetails = {
  count: number;
  reason: string;
  /** The first attempt of the row; the row's own time is the latest attempt. */
  firstAt: string;
  userIds: number[];
  emails: string[];
  /** More distinct accounts or emails were tried than the row names. */
  otherTargets?: true;
};

/** The key of the row that counts the failed sign-ins of one address in one (UTC) hour. */
export function failedSignInKey(address: string, at: Date): string {
  return `auth.login_failed|${address}|${at.toISOString().slice(0, 13)}`;
}

function previousDetails(text: string): Partial<FailedSignInDetails> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Partial<FailedSignInDetails>) : {};
  } catch {
    return {};
  }
}

function addTarget<T>(list: T[], value: T): boolean {
  if (list.includes(value)) return true;
  if (list.length >= maxFailedSignInTargets) return false;
  list.push(value);
  return true;
}

function mergedDetails(previous: Partial<FailedSignInDetails>, attempt: FailedSignIn, count: number, at: string): FailedSignInDetails {
  const userIds = Array.isArray(previous.userIds) ? previous.userIds.filter((id) => typeof id === "number") : [];
  const emails = Array.isArray(previous.emails) ? previous.emails.filter((email) => typeof email === "string") : [];
  const named = attempt.userId === null ? addTarget(emails, attempt.email.slice(0, 120)) : addTarget(userIds, attempt.userId);
  const details: FailedSignInDetails = { count, reason: attempt.reason, firstAt: typeof previous.firstAt === "string" && previous.firstAt < at ? previous.firstAt : at, userIds, emails };
  if (!named || previous.otherTargets === true) details.otherTargets = true;
  return details;
}

/** The row is about one account only while every attempt in it targeted that same account. */
function objectOf(details: FailedSignInDetails): { objectType: "user" | null; objectId: number | null } {
  const [only] = details.userIds;
  const single = details.userIds.length === 1 && details.emails.length === 0 && !details.otherTargets;
  return single && only !== undefined ? { objectType: "user", objectId: only } : { objectType: null, objectId: null };
}

/**
 * Counts one failed sign-in in the row of its address and hour: the first failure inserts the row,
 * every other one raises its count. The unique index on aggregate_key and an upsert make this
 * atomic on both dialects: concurrent failures neither lose counts nor create a second row. The
 * upsert also locks the row (PostgreSQL; SQLite runs one transaction at a time) until the details
 * (last reason, the first few accounts or emails tried) are written back.
 */
export async function recordFailedSignIn(db: DbOrTrx, attempt: FailedSignIn, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  const first = mergedDetails({}, attempt, 1, at);
  const write = async (trx: DbOrTrx) => {
    const row = await trx
      .insertInto("auditLog")
      .values({
        createdAt: at,
        actorId: null,
        actorRole: null,
        action: "auth.login_failed",
        ...objectOf(first),
        address: attempt.address,
        details: JSON.stringify(first),
        aggregateKey: failedSignInKey(attempt.address, now),
        occurrences: 1,
      })
      .onConflict((conflict) =>
        conflict.column("aggregateKey").doUpdateSet((eb) => ({
          occurrences: eb("auditLog.occurrences", "+", 1),
          // Concurrent attempts may commit out of order: the row keeps its latest time, not its last write.
          createdAt: eb
            .case()
            .when(eb.ref("excluded.createdAt"), ">", eb.ref("auditLog.createdAt"))
            .then(eb.ref("excluded.createdAt"))
            .else(eb.ref("auditLog.createdAt"))
            .end(),
        })),
      )
      .returning(["id", "occurrences", "details"])
      .executeTakeFirstOrThrow();
    if (row.occurrences === 1) return; // inserted: the details are already right
    const details = mergedDetails(previousDetails(row.details), attempt, row.occurrences, at);
    await trx
      .updateTable("auditLog")
      .set({ details: JSON.stringify(details), ...objectOf(details) })
      .where("id", "=", row.id)
      .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute((trx: Transaction<Database>) => write(trx));
}

/** Retention: deletes the entries older than `retentionDays`; the only deletion of the audit log. */
export async function pruneAuditLog(db: DbOrTrx, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("auditLog").where("createdAt", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
