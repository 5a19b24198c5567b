import type { DbOrTrx } from "../../db/connection.js";

/** All the SQL of the notification centre (issue 25). Every read and write is scoped to one user. */

const columns = ["id", "userId", "kind", "title", "body", "link", "count", "createdAt", "updatedAt", "readAt"] as const;
export type NotificationRow = { id: number; userId: number; kind: string; title: string; body: string; link: string; count: number; createdAt: string; updatedAt: string; readAt: string | null };

/** The UTC hour of a moment, "2026-11-27T14": the window of the once-an-hour rule. */
export const hourSlotOf = (at: string) => at.slice(0, 13);

/**
 * One item per user, or, when the user already has one of this kind made in the same hour, that
 * one folded: its text becomes the newest, its count grows and it is unread (and undigested) again.
 * One upsert on (user, kind, hour), so two events at once cannot make two items.
 */
export async function upsertNotifications(
  db: DbOrTrx,
  input: { userIds: number[]; kind: string; title: string; body: string; link: string; at: string; studentId?: number | null },
): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  const hourSlot = hourSlotOf(input.at);
  await db
    .insertInto("notifications")
    .values(
      userIds.map((userId) => ({
        userId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        link: input.link,
        count: 1,
        hourSlot,
        createdAt: input.at,
        updatedAt: input.at,
        readAt: null,
        digestedAt: null,
        studentId: input.studentId ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(["userId", "kind", "hourSlot"]).doUpdateSet((eb) => ({
        title: eb.ref("excluded.title"),
        body: eb.ref("excluded.body"),
        link: eb.ref("excluded.link"),
        // A folded item shows the newest text: it is about the newest item's child.
        studentId: eb.ref("excluded.studentId"),
        updatedAt: eb.ref("excluded.updatedAt"),
        count: eb("notifications.count", "+", 1),
        readAt: null,
        digestedAt: null,
      })),
    )
    .execute();
}

export async function listNotifications(db: DbOrTrx, userId: number, page: { page: number; pageSize: number }): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom("notifications")
      .select(columns)
      .where("userId", "=", userId)
      .orderBy("updatedAt", "desc")
      .orderBy("id", "desc")
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom("notifications")
      .select((eb) => [eb.fn.countAll<number | string>().as("total"), eb.fn.count<number | string>("readAt").as("read")])
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counts.total);
  return { rows, total, unread: total - Number(counts.read) };
}

export async function unreadCount(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db.selectFrom("notifications").select((eb) => eb.fn.countAll<number | string>().as("n")).where("userId", "=", userId).where("readAt", "is", null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's own item; undefined for anyone else's, as for one that does not exist. */
export function findOwn(db: DbOrTrx, userId: number, id: number): Promise<NotificationRow | undefined> {
  return db.selectFrom("notifications").select(columns).where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
}

export async function markOwnRead(db: DbOrTrx, userId: number, id: number, at: string): Promise<void> {
  await db.updateTable("notifications").set({ readAt: at }).where("id", "=", id).where("userId", "=", userId).where("readAt", "is", null).execute();
}

export async function markAllOwnRead(db: DbOrTrx, userId: number, at: string): Promise<number> {
  const result = await db.updateTable("notifications").set({ readAt: at }).where("userId", "=", userId).where("readAt", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findPreferences(db: DbOrTrx, userId: number) {
  return db.selectFrom("notificationPreferences").select(["digestKinds", "digestHour"]).where("userId", "=", userId).executeTakeFirst();
}

export async function savePreferences(db: DbOrTrx, userId: number, prefs: { digestKinds: string; digestHour: number }, at: string): Promise<void> {
  await db
    .insertInto("notificationPreferences")
    .values({ userId, ...prefs, updatedAt: at })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ ...prefs, updatedAt: at }))
    .execute();
}

/** Active users with an email, some kinds in the digest and one of these digest hours. */
export function digestSubscribers(db: DbOrTrx, hours: number[]) {
  return db
    .selectFrom("notificationPreferences as p")
    .innerJoin("users as u", "u.id", "p.userId")
    .select(["u.id", "u.email", "u.firstName", "p.digestKinds"])
    .where("p.digestHour", "in", hours)
    .where("p.digestKinds", "<>", "")
    .where("u.status", "=", "active")
    .orderBy("u.id")
    .execute();
}

/** Takes the user's digest of `day`: false when it was already taken (another instance, an earlier call). */
export async function claimDigestDay(db: DbOrTrx, userId: number, day: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto("notificationDigests")
    .values({ userId, day, items: 0, sentAt: at })
    .onConflict((oc) => oc.columns(["userId", "day"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Marks the user's unread, not yet digested items of these kinds as digested now; returns them, oldest first. */
export async function takeDigestItems(db: DbOrTrx, userId: number, kinds: string[], at: string, day: string): Promise<NotificationRow[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .updateTable("notifications")
    .set({ digestedAt: at })
    .where("userId", "=", userId)
    .where("kind", "in", kinds)
    .where("readAt", "is", null)
    .where("digestedAt", "is", null)
    .returning(columns)
    .execute();
  await db.updateTable("notificationDigests").set({ items: rows.length }).where("userId", "=", userId).where("day", "=", day).execute();
  return rows.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id);
}

/** A digest that could not be sent gives its items and its day back. */
export async function releaseDigest(db: DbOrTrx, userId: number, day: string, ids: number[], at: string): Promise<void> {
  if (ids.length > 0) await db.updateTable("notifications").set({ digestedAt: null }).where("id", "in", ids).where("digestedAt", "=", at).execute();
  await db.deleteFrom("notificationDigests").where("userId", "=", userId).where("day", "=", day).execute();
}

/** Who gets what: the families of students, the teachers of a student's tribe, the students of a class. */
export const recipients = {
  async parentsOf(db: DbOrTrx, studentIds: number[]): Promise<number[]> {
    if (studentIds.length === 0) return [];
    const rows = await db
      .selectFrom("parentChildren as pc")
      .innerJoin("users as p", "p.id", "pc.parentId")
      .select("pc.parentId")
      .where("pc.studentId", "in", studentIds)
      .where("p.status", "=", "active")
      .execute();
    return rows.map((r) => r.parentId);
  },
  async tribeTeachersOf(db: DbOrTrx, studentId: number): Promise<number[]> {
    const rows = await db
      .selectFrom("users as t")
      .innerJoin("users as s", "s.tribe", "t.tribe")
      .select("t.id")
      .where("s.id", "=", studentId)
      .where("t.role", "=", "teacher")
      .where("t.status", "=", "active")
      .execute();
    return rows.map((r) => r.id);
  },
  /** The teachers of a student: of their tribe, and of the classes they are in. */
  async teachersOf(db: DbOrTrx, studentId: number): Promise<number[]> {
    const classTeachers = await db
      .selectFrom("studentClasses as sc")
      .innerJoin("classes as c", "c.id", "sc.classId")
      .innerJoin("users as t", "t.id", "c.teacherId")
      .select("t.id")
      .where("sc.studentId", "=", studentId)
      .where("t.status", "=", "active")
      .execute();
    return [...(await recipients.tribeTeachersOf(db, studentId)), ...classTeachers.map((r) => r.id)];
  },
  async admins(db: DbOrTrx): Promise<number[]> {
    const rows = await db.selectFrom("users").select("id").where("role", "=", "admin").where("status", "=", "active").execute();
    return rows.map((r) => r.id);
  },
  async classStudents(db: DbOrTrx, classId: number): Promise<number[]> {
    const rows = await db
      .selectFrom("studentClasses as sc")
      .innerJoin("users as s", "s.id", "sc.studentId")
      .select("sc.studentId")
      .where("sc.classId", "=", classId)
      .where("sc.status", "=", "active")
      .where("s.status", "=", "active")
      .execute();
    return rows.map((r) => r.studentId);
  },
};

/** What the producers say: the few facts of each event, read by its id (inside the event's transaction when given one). */
export const sources = {
  submission(db: DbOrTrx, id: number) {
    return db
      .selectFrom("workSubmissions as ws")
      .innerJoin("users as s", "s.id", "ws.studentId")
      .innerJoin("modules as m", "m.id", "ws.moduleId")
      .select(["ws.studentId", "ws.grade", "ws.teacherFeedback", "ws.status", "s.firstName", "s.lastName", "s.tribe", "m.title as moduleTitle"])
      .where("ws.id", "=", id)
      .executeTakeFirst();
  },
  payment(db: DbOrTrx, id: number) {
    return db
      .selectFrom("payments")
      .innerJoin("users as p", "p.id", "payments.parentId")
      .select(["payments.parentId", "payments.month", "payments.year", "payments.status", "payments.notes", "p.firstName as parentFirstName", "p.lastName as parentLastName"])
      .where("payments.id", "=", id)
      .executeTakeFirst();
  },
  /** The absence alerts and corrections of one save (made at `at` for `date`), with the child's name. */
  alertsMadeAt(db: DbOrTrx, date: string, at: string) {
    return db
      .selectFrom("attendanceAlerts as a")
      .innerJoin("users as s", "s.id", "a.studentId")
      .select(["a.studentId", "a.kind", "a.message", "s.firstName"])
      .where("a.date", "=", date)
      .where("a.createdAt", "=", at)
      .orderBy("a.id")
      .execute();
  },
  excuse(db: DbOrTrx, id: number) {
    return db
      .selectFrom("attendanceExcuses as e")
      .innerJoin("users as s", "s.id", "e.studentId")
      .select(["e.studentId", "e.date", "e.text", "s.firstName", "s.lastName"])
      .where("e.id", "=", id)
      .executeTakeFirst();
  },
  assignment(db: DbOrTrx, id: number) {
    return db
      .selectFrom("assignments as a")
      .leftJoin("classes as c", "c.id", "a.classId")
      .select(["a.title", "a.classId", "a.studentId", "a.dueDate", "c.title as classTitle"])
      .where("a.id", "=", id)
      .executeTakeFirst();
  },
};
