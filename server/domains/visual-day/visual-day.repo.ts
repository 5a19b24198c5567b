import type { Selectable } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import type { VisualDayStepsTable, VisualDaysTable } from "../../db/schema.js";

export type DayRow = Selectable<VisualDaysTable>;
export type StepRow = Selectable<VisualDayStepsTable>;
export type StepWithDay = StepRow & { tribe: string; date: string };

const stepColumns = [
  "s.id",
  "s.dayId",
  "s.position",
  "s.label",
  "s.time",
  "s.kind",
  "s.icon",
  "s.pictureFileId",
  "s.createdAt",
] as const;

export function findDay(db: DbOrTrx, tribe: string, date: string): Promise<DayRow | undefined> {
  return db.selectFrom("visualDays").selectAll().where("tribe", "=", tribe).where("date", "=", date).executeTakeFirst();
}

/** The day's row, created on first use; two teachers adding at once share one row (unique tribe + date). */
export async function ensureDay(db: DbOrTrx, tribe: string, date: string, actorId: number): Promise<DayRow> {
  const now = new Date().toISOString();
  await db
    .insertInto("visualDays")
    .values({ tribe, date, currentStepId: null, updatedById: actorId, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(["tribe", "date"]).doNothing())
    .execute();
  const day = await findDay(db, tribe, date);
  if (!day) throw new Error("visual day row missing after insert");
  return day;
}

export async function listSteps(db: DbOrTrx, dayId: number): Promise<StepRow[]> {
  return db.selectFrom("visualDaySteps as s").select(stepColumns).where("s.dayId", "=", dayId).orderBy("s.position").orderBy("s.id").execute();
}

export function findStep(db: DbOrTrx, id: number): Promise<StepWithDay | undefined> {
  return db
    .selectFrom("visualDaySteps as s")
    .innerJoin("visualDays as d", "d.id", "s.dayId")
    .select([...stepColumns, "d.tribe", "d.date"])
    .where("s.id", "=", id)
    .executeTakeFirst();
}

export async function countSteps(db: DbOrTrx, dayId: number): Promise<number> {
  const row = await db.selectFrom("visualDaySteps").select((eb) => eb.fn.countAll().as("n")).where("dayId", "=", dayId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertStep(
  db: DbOrTrx,
  dayId: number,
  values: { label: string; time: string | null; kind: string; icon: string; pictureFileId: number | null },
): Promise<number> {
  const last = await db.selectFrom("visualDaySteps").select((eb) => eb.fn.max("position").as("p")).where("dayId", "=", dayId).executeTakeFirst();
  const row = await db
    .insertInto("visualDaySteps")
    .values({ dayId, position: Number(last?.p ?? 0) + 1, ...values, createdAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves a step's words. With `picture`, its picture is set only while the row still names
 * `picture.expected` (see replaceFileOf); true when the row changed. Without it the picture is untouched.
 */
export async function updateStep(
  db: DbOrTrx,
  id: number,
  values: { label: string; time: string | null; kind: string; icon: string },
  picture?: { id: number | null; expected: number | null },
): Promise<boolean> {
  let query = db
    .updateTable("visualDaySteps")
    .set({ ...values, ...(picture ? { pictureFileId: picture.id } : {}) })
    .where("id", "=", id);
  if (picture) query = query.where("pictureFileId", picture.expected === null ? "is" : "=", picture.expected);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteStep(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom("visualDaySteps").where("id", "=", id).execute();
}

export async function setPosition(db: DbOrTrx, id: number, position: number): Promise<void> {
  await db.updateTable("visualDaySteps").set({ position }).where("id", "=", id).execute();
}

/**
 * Takes the day's row lock and changes nothing: two changes to one day's steps (a removal and a
 * move by two teachers) then run one after the other instead of deadlocking on PostgreSQL.
 */
export async function lockDay(db: DbOrTrx, dayId: number): Promise<void> {
  await db
    .updateTable("visualDays")
    .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
    .where("id", "=", dayId)
    .execute();
}

export async function touchDay(db: DbOrTrx, dayId: number, actorId: number, changes: { currentStepId?: number | null } = {}): Promise<void> {
  await db
    .updateTable("visualDays")
    .set({ ...changes, updatedById: actorId, updatedAt: new Date().toISOString() })
    .where("id", "=", dayId)
    .execute();
}

export async function userTribe(db: DbOrTrx, userId: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("tribe").where("id", "=", userId).executeTakeFirst();
  return row?.tribe ?? null;
}

/** The tribes of a parent's children, for reading their day. */
export async function childrenTribes(db: DbOrTrx, parentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("parentChildren as pc")
    .innerJoin("users as u", "u.id", "pc.studentId")
    .select("u.tribe")
    .where("pc.parentId", "=", parentId)
    .where("u.tribe", "is not", null)
    .execute();
  return [...new Set(rows.map((row) => row.tribe).filter((tribe): tribe is string => Boolean(tribe)))];
}
