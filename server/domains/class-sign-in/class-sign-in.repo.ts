import { type Selectable, sql } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import type { ClassCodesTable } from "../../db/schema.js";

export type ClassCodeRow = Selectable<ClassCodesTable>;

/** A student of a tribe with their picture password, if any. */
export type CardRow = {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  tribe: string | null;
  status: string;
  role: string;
  pictures: string | null;
  cardPicture: string | null;
  failedAttempts: number | null;
  lockedUntil: string | null;
};

const cardColumns = [
  "u.id",
  "u.firstName",
  "u.lastName",
  "u.avatar",
  "u.tribe",
  "u.status",
  "u.role",
  "p.pictures",
  "p.cardPicture",
  "p.failedAttempts",
  "p.lockedUntil",
] as const;

export function findClassCode(db: DbOrTrx, tribe: string): Promise<ClassCodeRow | undefined> {
  return db.selectFrom("classCodes").selectAll().where("tribe", "=", tribe).executeTakeFirst();
}

/** The tribe whose switched-on code this is; a switched-off or replaced code finds nothing. */
export async function findTribeByCode(db: DbOrTrx, code: string): Promise<string | undefined> {
  const row = await db.selectFrom("classCodes").select("tribe").where("code", "=", code).where("enabled", "=", 1).executeTakeFirst();
  return row?.tribe;
}

/** Creates the tribe's row or changes it; a code already used by another tribe fails on the unique index. */
export async function saveClassCode(db: DbOrTrx, row: ClassCodeRow): Promise<void> {
  await db
    .insertInto("classCodes")
    .values(row)
    .onConflict((oc) => oc.column("tribe").doUpdateSet({ code: row.code, enabled: row.enabled, updatedById: row.updatedById, updatedAt: row.updatedAt }))
    .execute();
}

/** The tribe's active students, by first name, with their pictures. */
export function listTribeCards(db: DbOrTrx, tribe: string): Promise<CardRow[]> {
  return db
    .selectFrom("users as u")
    .leftJoin("picturePasswords as p", "p.studentId", "u.id")
    .select(cardColumns)
    .where("u.tribe", "=", tribe)
    .where("u.role", "=", "student")
    .where("u.status", "=", "active")
    .orderBy("u.firstName")
    .orderBy("u.lastName")
    .orderBy("u.id")
    .execute();
}

export function findCard(db: DbOrTrx, studentId: number): Promise<CardRow | undefined> {
  return db.selectFrom("users as u").leftJoin("picturePasswords as p", "p.studentId", "u.id").select(cardColumns).where("u.id", "=", studentId).executeTakeFirst();
}

export async function savePictures(
  db: DbOrTrx,
  row: { studentId: number; pictures: string; cardPicture: string | null; updatedById: number; updatedAt: string },
): Promise<void> {
  await db
    .insertInto("picturePasswords")
    .values({ ...row, failedAttempts: 0, lockedUntil: null })
    .onConflict((oc) =>
      oc.column("studentId").doUpdateSet({ pictures: row.pictures, cardPicture: row.cardPicture, failedAttempts: 0, lockedUntil: null, updatedById: row.updatedById, updatedAt: row.updatedAt }),
    )
    .execute();
}

/**
 * Counts one attempt of a card from an address before the pictures are compared, atomically: the
 * update only matches a (card, address) that is not locked and has attempts left, so a batch of
 * parallel guesses cannot pass the limit. Returns the attempts counted so far from this address, or
 * null when this address is locked out of the card or out of attempts.
 */
export async function countAttempt(db: DbOrTrx, studentId: number, address: string, now: string, maxAttempts: number): Promise<number | null> {
  // One statement (an upsert), so a row deleted by a right guess at the same moment cannot make a guess look locked.
  const row = await db
    .insertInto("pictureAttempts")
    .values({ studentId, address, failedAttempts: 1, lockedUntil: null, lastFailedAt: now })
    .onConflict((oc) =>
      oc
        .columns(["studentId", "address"])
        .doUpdateSet((eb) => {
          // A lock that has run out starts a fresh count with this attempt.
          const expired = eb("pictureAttempts.lockedUntil", "<=", now);
          return {
            failedAttempts: eb.case().when(expired).then(1).else(eb("pictureAttempts.failedAttempts", "+", 1)).end(),
            lockedUntil: eb.case().when(expired).then(null).else(eb.ref("pictureAttempts.lockedUntil")).end(),
            lastFailedAt: now,
          };
        })
        .where((eb) =>
          eb.or([
            eb("pictureAttempts.lockedUntil", "<=", now),
            eb.and([eb("pictureAttempts.lockedUntil", "is", null), eb("pictureAttempts.failedAttempts", "<", maxAttempts)]),
          ]),
        ),
    )
    .returning("failedAttempts")
    .executeTakeFirst();
  return row ? Number(row.failedAttempts) : null;
}

/** Locks the card for one address (its 5 wrong guesses). */
export async function lockCardForAddress(db: DbOrTrx, studentId: number, address: string, until: string): Promise<void> {
  await db.updateTable("pictureAttempts").set({ lockedUntil: until }).where("studentId", "=", studentId).where("address", "=", address).execute();
}

/** How many addresses have guessed wrong at the card since `since`. */
export async function guessingAddresses(db: DbOrTrx, studentId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom("pictureAttempts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("studentId", "=", studentId)
    .where("lastFailedAt", ">", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** After the right pictures from an address: that address starts again (other addresses' locks stay). */
export async function clearAddressAttempts(db: DbOrTrx, studentId: number, address: string): Promise<void> {
  await db.deleteFrom("pictureAttempts").where("studentId", "=", studentId).where("address", "=", address).execute();
}

/** The teacher's unlock, or new pictures: the card and every address start again. */
export async function clearAttempts(db: DbOrTrx, studentId: number): Promise<void> {
  await db.updateTable("picturePasswords").set({ failedAttempts: 0, lockedUntil: null }).where("studentId", "=", studentId).execute();
  await db.deleteFrom("pictureAttempts").where("studentId", "=", studentId).execute();
}

/** The card's own lock, for every address (several addresses locked it at once). */
export async function lockCard(db: DbOrTrx, studentId: number, until: string): Promise<void> {
  await db.updateTable("picturePasswords").set({ lockedUntil: until }).where("studentId", "=", studentId).execute();
}

/** The latest lock of each of these cards from any address, when one is still on: what the teacher's page shows. */
export async function addressLocks(db: DbOrTrx, studentIds: number[], now: string): Promise<Map<number, string>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("pictureAttempts")
    .select((eb) => ["studentId", eb.fn.max("lockedUntil").as("lockedUntil")])
    .where("studentId", "in", studentIds)
    .where("lockedUntil", ">", now)
    .groupBy("studentId")
    .execute();
  return new Map(rows.flatMap((row) => (row.lockedUntil ? [[row.studentId, row.lockedUntil] as const] : [])));
}

/**
 * Ends the open sessions of a child, or of every child of a tribe who has pictures (the session
 * version, as a password change does): a tablet's session does not outlive the pictures or the code
 * it was opened with.
 */
export async function endChildSessions(db: DbOrTrx, who: { studentId: number } | { tribe: string }): Promise<void> {
  let query = db.updateTable("users").set({ sessionVersion: sql<number>`session_version + 1` }).where("role", "=", "student");
  if ("studentId" in who) query = query.where("id", "=", who.studentId);
  else query = query.where("tribe", "=", who.tribe).where("id", "in", db.selectFrom("picturePasswords").select("studentId"));
  await query.execute();
}
