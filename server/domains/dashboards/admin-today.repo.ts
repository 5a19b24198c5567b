import type { DbOrTrx } from "../../db/connection.js";

async function count(query: Promise<{ count: number | string | bigint } | undefined>): Promise<number> {
  return Number((await query)?.count ?? 0);
}

export function receiptsToReview(db: DbOrTrx): Promise<number> {
  return count(db.selectFrom("payments").select((eb) => eb.fn.countAll<number>().as("count")).where("status", "=", "pending").executeTakeFirst());
}

export function pendingAccounts(db: DbOrTrx): Promise<number> {
  return count(db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("count")).where("status", "=", "pending").executeTakeFirst());
}

/** Active students with no tribe yet: self-registered accounts (and any a tribe let go) waiting for one. */
export function studentsWithoutTribe(db: DbOrTrx): Promise<number> {
  return count(
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("role", "=", "student")
      .where("status", "=", "active")
      .where("tribe", "is", null)
      .executeTakeFirst(),
  );
}

/** Excuses still pending that were sent before `sentBefore` (ISO instant). */
export function staleExcuses(db: DbOrTrx, sentBefore: string): Promise<number> {
  return count(
    db
      .selectFrom("attendanceExcuses")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "pending")
      .where("createdAt", "<", sentBefore)
      .executeTakeFirst(),
  );
}

export function schoolPeriods(db: DbOrTrx): Promise<{ name: string; start: string; end: string }[]> {
  return db.selectFrom("attendancePeriods").select(["name", "startDate as start", "endDate as end"]).orderBy("startDate").execute();
}

/** Per tribe, the period's cards never published or changed since their last publication. */
export async function unpublishedCardsByTribe(db: DbOrTrx, periodStart: string): Promise<{ tribe: string; cards: number }[]> {
  const rows = await db
    .selectFrom("reportCards")
    .select((eb) => ["tribe", eb.fn.countAll<number>().as("cards")])
    .where("periodStart", "=", periodStart)
    .where((eb) => eb.or([eb("version", "=", 0), eb("changedSincePublished", "<>", 0)]))
    .groupBy("tribe")
    .execute();
  return rows.map((row) => ({ tribe: row.tribe, cards: Number(row.cards) })).sort((a, b) => a.tribe.localeCompare(b.tribe, "es", { numeric: true }));
}
