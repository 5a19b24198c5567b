import type { DbOrTrx } from "../../db/connection.js";

/** All the SQL of "¿Cómo llegas hoy?" (issue 37). Days are the school's, "YYYY-MM-DD" in Bogotá. */

export type CheckInRow = { id: number; studentId: number; feeling: string | null; day: string; noticed: number };

const columns = ["id", "studentId", "feeling", "day", "noticed"] as const;

export function findCheckIn(db: DbOrTrx, studentId: number, day: string): Promise<CheckInRow | undefined> {
  return db.selectFrom("moodCheckins").select(columns).where("studentId", "=", studentId).where("day", "=", day).executeTakeFirst();
}

/** The day's answer, set or changed: one row per child and day whatever the number of taps (unique student_id + day). */
export async function upsertAnswer(db: DbOrTrx, studentId: number, day: string, feeling: string, at: string): Promise<void> {
  await db
    .insertInto("moodCheckins")
    .values({ studentId, day, feeling, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.columns(["studentId", "day"]).doUpdateSet({ feeling, updatedAt: at }))
    .execute();
}

/** "Ahora no": a row with no feeling, only when the day has none (a skip never removes an answer). */
export async function insertSkip(db: DbOrTrx, studentId: number, day: string, at: string): Promise<void> {
  await db
    .insertInto("moodCheckins")
    .values({ studentId, day, feeling: null, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.columns(["studentId", "day"]).doNothing())
    .execute();
}

/** The child's latest answers (skips left out) up to `day`, newest first. */
export function latestAnswers(db: DbOrTrx, studentId: number, day: string, limit: number): Promise<CheckInRow[]> {
  return db
    .selectFrom("moodCheckins")
    .select(columns)
    .where("studentId", "=", studentId)
    .where("day", "<=", day)
    .where("feeling", "is not", null)
    .orderBy("day", "desc")
    .limit(limit)
    .execute();
}

/** Marks the answer that told her teachers; true only for the one caller that changed it (concurrent taps notice once). */
export async function markNoticed(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.updateTable("moodCheckins").set({ noticed: 1 }).where("id", "=", id).where("noticed", "=", 0).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active students of a tribe, and each one's answer of `day` (null when none or a skip). */
export function tribeDay(db: DbOrTrx, tribe: string, day: string) {
  return db
    .selectFrom("users as u")
    .leftJoin("moodCheckins as mc", (join) => join.onRef("mc.studentId", "=", "u.id").on("mc.day", "=", day))
    .select(["u.id as studentId", "u.firstName", "u.lastName", "mc.feeling"])
    .where("u.tribe", "=", tribe)
    .where("u.role", "=", "student")
    .where("u.status", "=", "active")
    .orderBy("u.firstName")
    .orderBy("u.lastName")
    .orderBy("u.id")
    .execute();
}

/** One child's rows from `from` to `to` (both included). */
export function studentDays(db: DbOrTrx, studentId: number, from: string, to: string): Promise<CheckInRow[]> {
  return db.selectFrom("moodCheckins").select(columns).where("studentId", "=", studentId).where("day", ">=", from).where("day", "<=", to).orderBy("day").execute();
}
