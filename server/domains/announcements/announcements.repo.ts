import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import type { AnnouncementsTable, Database } from "../../db/schema.js";

/**
 * All the SQL of announcements (issue 25). Who is an announcement's audience is written twice, once
 * per direction, and both say the same: a parent is reached through an active child of a targeted
 * tribe or enrolled in a targeted class (any parent, for the whole school); a student through their
 * own tribe or class. `visibleTo` answers "which announcements does this person get",
 * `audienceOf` "which people does this announcement reach".
 */

/** The list's scope, from the policy's readScope and the caller. */
export type VisibilityScope =
  | { kind: "all" }
  | { kind: "authored"; userId: number }
  | { kind: "families"; parentId: number }
  | { kind: "students"; studentId: number };

type WithA = Database & { a: AnnouncementsTable };

function visibleTo(scope: VisibilityScope) {
  return (eb: ExpressionBuilder<WithA, "a">): Expression<SqlBool> => {
    switch (scope.kind) {
      case "all":
        return eb.lit(true);
      case "authored":
        return eb("a.authorId", "=", scope.userId);
      case "families": {
        const parentId = scope.parentId;
        const children = eb
          .selectFrom("parentChildren as pc")
          .innerJoin("users as s", "s.id", "pc.studentId")
          .where("pc.parentId", "=", parentId)
          .where("s.role", "=", "student")
          .where("s.status", "=", "active");
        return eb.and([
          eb("a.forFamilies", "=", 1),
          eb.or([
            eb("a.scope", "=", "school"),
            eb.exists(
              eb
                .selectFrom("announcementTargets as t")
                .select("t.id")
                .whereRef("t.announcementId", "=", "a.id")
                .where((tb) =>
                  tb.or([
                    tb("t.tribe", "in", children.select("s.tribe")),
                    tb("t.classId", "in", children.innerJoin("studentClasses as sc", "sc.studentId", "s.id").select("sc.classId")),
                  ]),
                ),
            ),
          ]),
        ]);
      }
      case "students": {
        const studentId = scope.studentId;
        return eb.and([
          eb("a.forStudents", "=", 1),
          eb.or([
            eb("a.scope", "=", "school"),
            eb.exists(
              eb
                .selectFrom("announcementTargets as t")
                .select("t.id")
                .whereRef("t.announcementId", "=", "a.id")
                .where((tb) =>
                  tb.or([
                    tb("t.tribe", "in", tb.selectFrom("users as me").select("me.tribe").where("me.id", "=", studentId)),
                    tb("t.classId", "in", tb.selectFrom("studentClasses as sc").select("sc.classId").where("sc.studentId", "=", studentId)),
                  ]),
                ),
            ),
          ]),
        ]);
      }
    }
  };
}

function announcementQuery(db: DbOrTrx) {
  return db
    .selectFrom("announcements as a")
    .leftJoin("users as au", "au.id", "a.authorId")
    .leftJoin("files as f", "f.id", "a.fileId")
    .select([
      "a.id",
      "a.authorId",
      "a.scope",
      "a.forFamilies",
      "a.forStudents",
      "a.title",
      "a.text",
      "a.fileId",
      "a.requiresConfirmation",
      "a.lastRemindedAt",
      "a.createdAt",
      "a.updatedAt",
      "au.firstName as authorFirstName",
      "au.lastName as authorLastName",
      "f.originalName as fileName",
      "f.size as fileSize",
      "f.mimeType as fileMimeType",
    ]);
}
export type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;

export function findAnnouncement(db: DbOrTrx, id: number) {
  return announcementQuery(db).where("a.id", "=", id).executeTakeFirst();
}

/** Whether the announcement is among those the scope gets. */
export async function isVisible(db: DbOrTrx, id: number, scope: VisibilityScope): Promise<boolean> {
  const row = await db.selectFrom("announcements as a").select("a.id").where("a.id", "=", id).where(visibleTo(scope)).executeTakeFirst();
  return row !== undefined;
}

/** A page of the announcements the scope gets, newest first, and how many there are. */
export async function listVisible(db: DbOrTrx, scope: VisibilityScope, page: { page: number; pageSize: number }): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    announcementQuery(db)
      .where(visibleTo(scope))
      .orderBy("a.createdAt", "desc")
      .orderBy("a.id", "desc")
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom("announcements as a")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where(visibleTo(scope))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The tribes and classes (with their titles) of these announcements. */
export function targetsOf(db: DbOrTrx, announcementIds: number[]) {
  if (announcementIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("announcementTargets as t")
    .leftJoin("classes as c", "c.id", "t.classId")
    .select(["t.announcementId", "t.tribe", "t.classId", "c.title as classTitle"])
    .where("t.announcementId", "in", announcementIds)
    .orderBy("t.id")
    .execute();
}

/** One person's reading of these announcements. */
export function readsBy(db: DbOrTrx, userId: number, announcementIds: number[]) {
  if (announcementIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("announcementReads")
    .select(["announcementId", "readAt", "confirmedAt"])
    .where("userId", "=", userId)
    .where("announcementId", "in", announcementIds)
    .execute();
}

/** Everyone's reading of one announcement. */
export function readsOf(db: DbOrTrx, announcementId: number) {
  return db.selectFrom("announcementReads").select(["userId", "readAt", "confirmedAt"]).where("announcementId", "=", announcementId).execute();
}

export type AudienceMember = { id: number; firstName: string; lastName: string; role: "parent" | "student" };

/** The active people an announcement reaches (see the rule at the top), by name. */
/** Whether student `s` is of the announcement's tribes and classes (any placed student, for the whole school). */
function reachedBy(announcement: { id: number; scope: string }) {
  const wholeSchool = announcement.scope === "school";
  const id = announcement.id;
  return (eb: ExpressionBuilder<Database & { s: Database["users"] }, "s">): Expression<SqlBool> =>
    wholeSchool
      ? // Placed by an admin (common/users/placement.ts): a self-registered student without a tribe or a class is nobody's audience yet.
        eb.or([eb("s.tribe", "is not", null), eb.exists(eb.selectFrom("studentClasses as sc").select("sc.studentId").whereRef("sc.studentId", "=", "s.id"))])
      : eb.or([
          eb("s.tribe", "in", eb.selectFrom("announcementTargets as t").select("t.tribe").where("t.announcementId", "=", id).where("t.tribe", "is not", null)),
          eb(
            "s.id",
            "in",
            eb
              .selectFrom("studentClasses as sc")
              .innerJoin("announcementTargets as t", "t.classId", "sc.classId")
              .select("sc.studentId")
              .where("t.announcementId", "=", id),
          ),
        ]);
}

export async function audienceOf(db: DbOrTrx, announcement: { id: number; scope: string; forFamilies: number; forStudents: number }): Promise<AudienceMember[]> {
  const wholeSchool = announcement.scope === "school";
  /** The active students of the announcement's tribes and classes (all of them, for the whole school). */
  const reached = reachedBy(announcement);
  const members: AudienceMember[] = [];
  if (announcement.forFamilies) {
    let parents = db
      .selectFrom("users as p")
      .select(["p.id", "p.firstName", "p.lastName"])
      .where("p.role", "=", "parent")
      .where("p.status", "=", "active");
    if (!wholeSchool) {
      // The parents of the reached children, found once (not a subquery per parent: without ANALYZE,
      // SQLite ran that one over every active account for each parent, 2 s on a school ×100).
      parents = parents.where(
        "p.id",
        "in",
        db
          .selectFrom("parentChildren as pc")
          .innerJoin("users as s", "s.id", "pc.studentId")
          .select("pc.parentId")
          .where("s.role", "=", "student")
          .where("s.status", "=", "active")
          .where(reached),
      );
    }
    for (const row of await parents.execute()) members.push({ ...row, role: "parent" });
  }
  if (announcement.forStudents) {
    const students = await db
      .selectFrom("users as s")
      .select(["s.id", "s.firstName", "s.lastName"])
      .where("s.role", "=", "student")
      .where("s.status", "=", "active")
      .where(reached)
      .execute();
    for (const row of students) members.push({ ...row, role: "student" });
  }
  return members.sort((x, y) => x.firstName.localeCompare(y.firstName, "es") || x.lastName.localeCompare(y.lastName, "es") || x.id - y.id);
}

/**
 * The children through whom each of these parents is reached (issue 34: "familia de Sofía Herrera
 * (Tribu 1)"): their active children of the announcement's tribes and classes, by name.
 */
export function childrenInAudience(db: DbOrTrx, announcement: { id: number; scope: string }, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("parentChildren as pc")
    .innerJoin("users as s", "s.id", "pc.studentId")
    .select(["pc.parentId", "s.id", "s.firstName", "s.lastName", "s.tribe"])
    .where("pc.parentId", "in", parentIds)
    .where("s.role", "=", "student")
    .where("s.status", "=", "active")
    .where(reachedBy(announcement))
    .orderBy("s.firstName")
    .orderBy("s.lastName")
    .orderBy("s.id")
    .execute();
}

// ---------- what a teacher may address ----------

/** The classes among these ids that exist, with their teacher. */
export function findClasses(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("classes").select(["id", "title", "teacherId"]).where("id", "in", classIds).execute();
}

// ---------- writing ----------

export async function insertAnnouncement(
  trx: DbOrTrx,
  values: {
    authorId: number;
    scope: string;
    forFamilies: boolean;
    forStudents: boolean;
    title: string;
    text: string;
    fileId: number | null;
    requiresConfirmation: boolean;
    tribes: string[];
    classIds: number[];
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto("announcements")
    .values({
      authorId: values.authorId,
      scope: values.scope,
      forFamilies: values.forFamilies ? 1 : 0,
      forStudents: values.forStudents ? 1 : 0,
      title: values.title,
      text: values.text,
      fileId: values.fileId,
      requiresConfirmation: values.requiresConfirmation ? 1 : 0,
      lastRemindedAt: null,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const targets = [
    ...values.tribes.map((tribe) => ({ announcementId: row.id, tribe, classId: null })),
    ...values.classIds.map((classId) => ({ announcementId: row.id, tribe: null, classId })),
  ];
  if (targets.length > 0) await trx.insertInto("announcementTargets").values(targets).execute();
  return row.id;
}

/** Records the first opening (later ones keep it) and, with `confirm`, the first confirmation. */
export async function markRead(trx: DbOrTrx, values: { announcementId: number; userId: number; at: string; confirm: boolean }): Promise<void> {
  await trx
    .insertInto("announcementReads")
    .values({ announcementId: values.announcementId, userId: values.userId, readAt: values.at, confirmedAt: values.confirm ? values.at : null })
    .onConflict((oc) => oc.columns(["announcementId", "userId"]).doNothing())
    .execute();
  if (values.confirm) {
    await trx
      .updateTable("announcementReads")
      .set({ confirmedAt: values.at })
      .where("announcementId", "=", values.announcementId)
      .where("userId", "=", values.userId)
      .where("confirmedAt", "is", null)
      .execute();
  }
}

/**
 * Takes the announcement's reminder slot: sets last_reminded_at to `at` only when the last reminder
 * is at or before `notAfter` (or there was none). One conditional update, so two clicks at once send
 * one reminder on either engine. False when another reminder is too recent.
 */
export async function claimReminderSlot(trx: DbOrTrx, announcementId: number, at: string, notAfter: string): Promise<boolean> {
  const result = await trx
    .updateTable("announcements")
    .set({ lastRemindedAt: at })
    .where("id", "=", announcementId)
    .where((eb) => eb.or([eb("lastRemindedAt", "is", null), eb("lastRemindedAt", "<=", notAfter)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A reminder and its in-app notices, one per person reminded. */
export async function insertReminder(trx: DbOrTrx, values: { announcementId: number; sentById: number; at: string; userIds: number[] }): Promise<void> {
  const row = await trx
    .insertInto("announcementReminders")
    .values({ announcementId: values.announcementId, sentById: values.sentById, sentAt: values.at, recipients: values.userIds.length })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A school's audience is a few hundred people at most; rows go in chunks to stay under SQLite's variable limit.
  for (let i = 0; i < values.userIds.length; i += 200) {
    await trx
      .insertInto("announcementReminderNotices")
      .values(values.userIds.slice(i, i + 200).map((userId) => ({ reminderId: row.id, announcementId: values.announcementId, userId, createdAt: values.at, readAt: null })))
      .execute();
  }
}

/** The reminders of an announcement, newest first. */
export function remindersOf(db: DbOrTrx, announcementId: number) {
  return db
    .selectFrom("announcementReminders as r")
    .leftJoin("users as u", "u.id", "r.sentById")
    .select(["r.sentAt", "r.sentById", "r.recipients", "u.firstName", "u.lastName"])
    .where("r.announcementId", "=", announcementId)
    .orderBy("r.sentAt", "desc")
    .orderBy("r.id", "desc")
    .execute();
}

/**
 * The announcements a parent gets that ask for «Leído» and that this parent has not confirmed
 * (the family's home, issue 34), newest first, with the tribes and classes they went to.
 */
export function unconfirmedByParent(db: DbOrTrx, parentId: number) {
  return db
    .selectFrom("announcements as a")
    .select(["a.id", "a.title", "a.scope", "a.createdAt"])
    .where(visibleTo({ kind: "families", parentId }))
    .where("a.requiresConfirmation", "=", 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("announcementReads as r").select("r.id").whereRef("r.announcementId", "=", "a.id").where("r.userId", "=", parentId).where("r.confirmedAt", "is not", null),
        ),
      ),
    )
    .orderBy("a.createdAt", "desc")
    .orderBy("a.id", "desc")
    .execute();
}
