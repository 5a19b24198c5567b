import { type SelectQueryBuilder, sql } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import { foldedText, personContains } from "../../db/text-search.js";
import type { Database, NewUserRow, UserRow, UserUpdate } from "../../db/schema.js";
import { publicUserColumns, type PublicUserRow } from "./users.mapper.js";
import type { ListUsersQuery } from "../../../common/users/users.schema.js";
import type { StudentAccess } from "../../../common/school.policy.js";
import type { UserScope } from "../../../common/users/users.policy.js";
import type { Placement } from "../../../common/users/placement.js";

/**
 * The signed-in caller's row for the session check of every request: the public columns and the
 * session version, by primary key; not the password hash nor anything else a request never needs.
 */
export function findSessionUser(db: DbOrTrx, id: number): Promise<(PublicUserRow & Pick<UserRow, "sessionVersion">) | undefined> {
  return db
    .selectFrom("users")
    .select([...publicUserColumns, "sessionVersion"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export function findUserByEmail(db: DbOrTrx, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findUserById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertUser(db: DbOrTrx, row: NewUserRow): Promise<UserRow> {
  return db.insertInto("users").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function countUsersWithRole(db: DbOrTrx, role: string): Promise<number> {
  const { count } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", role as UserRow["role"])
    .executeTakeFirstOrThrow();
  return Number(count);
}

// ---------------------------------------------------------------------------------------------
// People (issue 3): listing with scope, filters and paging in SQL; edits; families; delete.
// ---------------------------------------------------------------------------------------------

type UsersQuery = SelectQueryBuilder<Database, "users", object>;

function applyScope(query: UsersQuery, scope: UserScope): UsersQuery {
  switch (scope.kind) {
    case "all":
      return query;
    case "pupilsOf":
      return query
        .where("users.role", "=", "student")
        .where("users.tribe", "is not", null)
        .where("users.id", "in", (eb) =>
          eb
            .selectFrom("studentClasses")
            .innerJoin("classes", "classes.id", "studentClasses.classId")
            .select("studentClasses.studentId")
            .where("classes.teacherId", "=", scope.teacherId),
        );
    case "childrenOf":
      return query.where("users.id", "in", (eb) =>
        eb.selectFrom("parentChildren").select("parentChildren.studentId").where("parentChildren.parentId", "=", scope.parentId),
      );
    case "none":
      return query.where(sql<boolean>`1 = 0`);
  }
}

function applyFilters(query: UsersQuery, filters: Pick<ListUsersQuery, "search" | "tribe" | "role" | "status">): UsersQuery {
  let q = query;
  if (filters.role) q = q.where("users.role", "=", filters.role);
  if (filters.status) q = q.where("users.status", "=", filters.status);
  if (filters.tribe === "none") q = q.where("users.tribe", "is", null);
  else if (filters.tribe) q = q.where("users.tribe", "=", filters.tribe);
  if (filters.search?.trim()) q = q.where(personContains(filters.search));
  return q;
}

/**
 * People lists go by surname, then first name (issue 22), compared as a search compares them: an
 * accent or a small letter ("Álvarez", "de la Cruz") does not send a name to the end of the list.
 */
// biome-ignore lint/suspicious/noExplicitAny: any query that has the users table, joined or not
function bySurname<Q extends SelectQueryBuilder<Database, any, any>>(query: Q, direction: "asc" | "desc" = "asc"): Q {
  return query.orderBy(foldedText(sql.ref("users.lastName")), direction).orderBy(foldedText(sql.ref("users.firstName")), direction) as Q;
}

/** The tribes that have someone in the caller's scope (issue 34: the filters offer the school's real tribes). */
export async function tribesInScope(db: DbOrTrx, scope: UserScope): Promise<string[]> {
  const rows = await applyScope(db.selectFrom("users") as UsersQuery, scope).select("users.tribe").distinct().where("users.tribe", "is not", null).execute();
  return rows.map((row) => row.tribe as string).sort((a, b) => a.localeCompare(b, "es", { numeric: true }));
}

/** One page of users and the total matching, in two queries. */
export async function listUsers(db: DbOrTrx, scope: UserScope, query: ListUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
  const base = applyFilters(applyScope(db.selectFrom("users") as UsersQuery, scope), query);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const direction = query.direction;
  let ordered = base.selectAll("users");
  switch (query.sort) {
    case "name":
      ordered = bySurname(ordered, direction);
      break;
    case "email":
      ordered = ordered.orderBy("users.email", direction);
      break;
    case "role":
      ordered = bySurname(ordered.orderBy("users.role", direction), "asc");
      break;
    case "tribe":
      ordered = bySurname(ordered.orderBy("users.tribe", direction), "asc");
      break;
    case "status":
      ordered = bySurname(ordered.orderBy("users.status", direction), "asc");
      break;
    case "createdAt":
      ordered = ordered.orderBy("users.createdAt", direction);
      break;
  }
  const rows = await ordered
    .orderBy("users.id", direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(count) };
}

/** endSessions raises the session version in the same statement, so concurrent changes each move it. */
/** Another family (parent) account with this phone (stored digits), if any. */
export function otherParentWithPhone(db: DbOrTrx, phone: string, exceptId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom("users").select("id").where("role", "=", "parent").where("phone", "=", phone).where("id", "!=", exceptId).executeTakeFirst();
}

export function updateUserRow(db: DbOrTrx, id: number, patch: UserUpdate, options: { endSessions?: boolean } = {}): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set({ ...patch, ...(options.endSessions ? { sessionVersion: sql<number>`session_version + 1` } : {}), updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function isStudentOfTeacher(db: DbOrTrx, teacherId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom("studentClasses")
    .innerJoin("classes", "classes.id", "studentClasses.classId")
    .select("studentClasses.id")
    .where("classes.teacherId", "=", teacherId)
    .where("studentClasses.studentId", "=", studentId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function isChildOf(db: DbOrTrx, parentId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom("parentChildren")
    .select("studentId")
    .where("parentId", "=", parentId)
    .where("studentId", "=", studentId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Settles a policy's decision about a student's records: the link it names is looked up. */
export async function settleStudentAccess(db: DbOrTrx, actorId: number, studentId: number, access: StudentAccess): Promise<boolean> {
  if (typeof access === "boolean") return access;
  return access === "child" ? isChildOf(db, actorId, studentId) : isStudentOfTeacher(db, actorId, studentId);
}

export function childrenOf(db: DbOrTrx, parentId: number): Promise<UserRow[]> {
  return db
    .selectFrom("users")
    .innerJoin("parentChildren", "parentChildren.studentId", "users.id")
    .selectAll("users")
    .where("parentChildren.parentId", "=", parentId)
    .$call((q) => bySurname(q))
    .orderBy("users.id")
    .execute();
}

export async function studentHasParent(db: DbOrTrx, studentId: number): Promise<boolean> {
  const row = await db.selectFrom("parentChildren").select("parentId").where("studentId", "=", studentId).executeTakeFirst();
  return Boolean(row);
}

export async function linkChild(db: DbOrTrx, parentId: number, studentId: number): Promise<void> {
  await db.insertInto("parentChildren").values({ parentId, studentId, createdAt: new Date().toISOString() }).execute();
}

export async function unlinkChild(db: DbOrTrx, parentId: number, studentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("parentChildren")
    .where("parentId", "=", parentId)
    .where("studentId", "=", studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Parents (filtered by name or email) and their children, in two queries. */
export async function parentsWithChildren(db: DbOrTrx, search: string | undefined): Promise<Array<{ parent: UserRow; children: UserRow[] }>> {
  const parents = await applyFilters(db.selectFrom("users") as UsersQuery, { search, role: "parent", tribe: undefined })
    .selectAll("users")
    .$call((q) => bySurname(q))
    .orderBy("users.id")
    .limit(500)
    .execute();
  if (parents.length === 0) return [];
  const links = await db
    .selectFrom("parentChildren")
    .innerJoin("users", "users.id", "parentChildren.studentId")
    .selectAll("users")
    .select("parentChildren.parentId as linkParentId")
    .where(
      "parentChildren.parentId",
      "in",
      parents.map((p) => p.id),
    )
    .$call((q) => bySurname(q))
    .execute();
  return parents.map((parent) => ({
    parent,
    children: links.filter((l) => l.linkParentId === parent.id).map(({ linkParentId: _, ...child }) => child as UserRow),
  }));
}

/** Students no parent is linked to: the only ones 'Crear Relación' offers. */
export function studentsWithoutParent(db: DbOrTrx): Promise<UserRow[]> {
  return db
    .selectFrom("users")
    .selectAll("users")
    .where("users.role", "=", "student")
    .where("users.id", "not in", (eb) => eb.selectFrom("parentChildren").select("parentChildren.studentId"))
    .$call((q) => bySurname(q))
    .execute();
}

export async function usersInTribe(db: DbOrTrx, tribe: string): Promise<{ rows: UserRow[]; total: number }> {
  const rows = await bySurname(db.selectFrom("users").selectAll().where("tribe", "=", tribe)).orderBy("id").execute();
  return { rows, total: rows.length };
}

/** An active admin other than `exceptId` (the oldest), to inherit a deleted user's records. */
export function findOtherActiveAdmin(db: DbOrTrx, exceptId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .where("id", "!=", exceptId)
    .orderBy("id")
    .executeTakeFirst();
}

/** Whether the user owns records that block a plain delete: modules, classes or assignments they teach. */
export async function ownsRecords(db: DbOrTrx, userId: number): Promise<boolean> {
  const [modules, classes, assignments] = await Promise.all([
    db.selectFrom("modules").select("id").where("createdById", "=", userId).executeTakeFirst(),
    db.selectFrom("classes").select("id").where("teacherId", "=", userId).executeTakeFirst(),
    db.selectFrom("assignments").select("id").where("teacherId", "=", userId).executeTakeFirst(),
  ]);
  return Boolean(modules || classes || assignments);
}

/**
 * Moves the user's modules, classes and assignments to `adminId`, removes their enrolments and
 * module links, then deletes the user. Call it inside a transaction.
 */
export async function reassignAndDelete(trx: DbOrTrx, userId: number, adminId: number | null): Promise<void> {
  if (adminId !== null) {
    await trx.updateTable("modules").set({ createdById: adminId }).where("createdById", "=", userId).execute();
    await trx.updateTable("classes").set({ teacherId: adminId }).where("teacherId", "=", userId).execute();
    await trx.updateTable("assignments").set({ teacherId: adminId }).where("teacherId", "=", userId).execute();
  }
  await trx.deleteFrom("studentClasses").where("studentId", "=", userId).execute();
  await trx.deleteFrom("userModules").where("userId", "=", userId).execute();
  await trx.deleteFrom("parentChildren").where((eb) => eb.or([eb("parentId", "=", userId), eb("studentId", "=", userId)])).execute();
  await trx.deleteFrom("users").where("id", "=", userId).execute();
}

/**
 * Bulk assignment by tribe: links `moduleId` to every user of `tribe` who does not have it yet,
 * in one statement. Returns how many users the tribe has and how many links were added.
 */
export async function assignModuleToTribe(db: DbOrTrx, tribe: string, moduleId: number): Promise<{ members: number; added: number }> {
  const members = await db.selectFrom("users").select("id").where("tribe", "=", tribe).execute();
  if (members.length === 0) return { members: 0, added: 0 };
  const have = await db
    .selectFrom("userModules")
    .select("userId")
    .where("moduleId", "=", moduleId)
    .where(
      "userId",
      "in",
      members.map((m) => m.id),
    )
    .execute();
  const already = new Set(have.map((h) => h.userId));
  const missing = members.filter((m) => !already.has(m.id));
  const assignedAt = new Date().toISOString();
  let added = 0;
  for (let i = 0; i < missing.length; i += 500) {
    // Two admins assigning the same module at once: the second leaves the first's links as they are
    // (it answered 500 on PostgreSQL's unique violation).
    const results = await db
      .insertInto("userModules")
      .values(missing.slice(i, i + 500).map((m) => ({ userId: m.id, moduleId, assignedAt })))
      .onConflict((oc) => oc.columns(["userId", "moduleId"]).doNothing())
      .execute();
    added += results.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0), 0);
  }
  return { members: members.length, added };
}

export async function moduleExists(db: DbOrTrx, moduleId: number): Promise<boolean> {
  return Boolean(await db.selectFrom("modules").select("id").where("id", "=", moduleId).executeTakeFirst());
}

/** Where an account stands with the school (common/users/placement.ts): its tribe and how many classes it is enrolled in. */
export async function placementOf(db: DbOrTrx, userId: number): Promise<Placement> {
  const row = await db
    .selectFrom("users as u")
    .select((eb) => ["u.tribe", eb.selectFrom("studentClasses as sc").select(eb.fn.countAll<number>().as("n")).whereRef("sc.studentId", "=", "u.id").as("classes")])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  return { tribe: row?.tribe ?? null, classes: Number(row?.classes ?? 0) };
}
