import { PostgresAdapter, sql } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";

/** A foreign key edge read from the database itself, so tables added later are covered too. */
export type ForeignKey = { table: string; column: string; references: string; nullable: boolean };

/** Every foreign key of the schema (SQLite: pragma_foreign_key_list; PostgreSQL: pg_constraint). */
export async function foreignKeys(db: DbOrTrx): Promise<ForeignKey[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ tbl: string; col: string; ref: string; nullable: boolean }>`
      select cl.relname as tbl, att.attname as col, ref.relname as ref, not att.attnotnull as nullable
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_class ref on ref.oid = con.confrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      join lateral unnest(con.conkey) as k(attnum) on true
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum
      where con.contype = 'f' and ns.nspname = current_schema()
      order by cl.relname, att.attname`.execute(db);
    return rows.map((r) => ({ table: r.tbl, column: r.col, references: r.ref, nullable: Boolean(r.nullable) }));
  }
  const { rows } = await sql<{ tbl: string; col: string; ref: string; required: number }>`
    select m.name as tbl, f."from" as col, f."table" as ref, i."notnull" as required
    from sqlite_master m
    join pragma_foreign_key_list(m.name) f
    join pragma_table_info(m.name) i on i.name = f."from"
    where m.type = 'table'
    order by m.name, f."from"`.execute(db);
  return rows.map((r) => ({ table: r.tbl, column: r.col, references: r.ref, nullable: Number(r.required) === 0 }));
}

export type Row = Record<string, unknown>;

export async function rowsWhere(db: DbOrTrx, table: string, column: string, values: readonly (number | string)[]): Promise<Row[]> {
  if (values.length === 0) return [];
  const { rows } = await sql<Row>`select * from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(values)})`.execute(db);
  return rows;
}

export async function deleteWhere(db: DbOrTrx, table: string, column: string, values: readonly number[]): Promise<number> {
  if (values.length === 0) return 0;
  const result = await sql`delete from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(values)})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function nullWhere(db: DbOrTrx, table: string, column: string, values: readonly number[]): Promise<number> {
  if (values.length === 0) return 0;
  const result = await sql`update ${sql.table(table)} set ${sql.ref(column)} = null where ${sql.ref(column)} in (${sql.join(values)})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Whether a failed sign-in row's details list this account among the accounts tried. */
function namesAccount(details: string, userId: number): boolean {
  try {
    const value = JSON.parse(details) as { userIds?: unknown };
    return Array.isArray(value.userIds) && value.userIds.includes(userId);
  } catch {
    return false;
  }
}

/**
 * Removes a student from the audit log without losing the record that something happened: their
 * own actions lose actor and address, entries about them or their records lose the object id and
 * their details. The action and the time stay.
 */
export async function anonymiseAuditEntries(
  db: DbOrTrx,
  target: { studentId: number; email: string; objects: { type: string; ids: number[] }[] },
): Promise<number> {
  const anonymised = JSON.stringify({ anonimizado: true });
  const own = await db
    .updateTable("auditLog")
    .set({ actorId: null, actorRole: null, address: null, objectId: null, details: anonymised })
    .where("actorId", "=", target.studentId)
    .executeTakeFirst();
  const emailPattern = `%${JSON.stringify(target.email).slice(1, -1)}%`;
  const about = await db
    .updateTable("auditLog")
    .set({ objectId: null, details: anonymised })
    .where((eb) =>
      eb.or([
        eb.and([eb("objectType", "in", ["user", "student"]), eb("objectId", "=", target.studentId)]),
        ...target.objects.filter((o) => o.ids.length > 0).map((o) => eb.and([eb("objectType", "=", o.type), eb("objectId", "in", o.ids)])),
        eb("details", "like", emailPattern),
      ]),
    )
    .executeTakeFirst();
  // A failed sign-in row counts an address's attempts for an hour and may name her account among others.
  const candidates = await db
    .selectFrom("auditLog")
    .select(["id", "details"])
    .where("action", "=", "auth.login_failed")
    .where("details", "like", `%${target.studentId}%`)
    .execute();
  const naming = candidates.filter((row) => namesAccount(row.details, target.studentId)).map((row) => row.id);
  if (naming.length > 0) await db.updateTable("auditLog").set({ objectId: null, details: anonymised }).where("id", "in", naming).execute();
  // A failed sign-in with the student's email came from the student or someone trying their account.
  await db.updateTable("auditLog").set({ address: null }).where("details", "=", anonymised).where("action", "=", "auth.login_failed").execute();
  return Number(own.numUpdatedRows) + Number(about.numUpdatedRows) + naming.length;
}

// ---- guardian consents ----

export function activeConsents(db: DbOrTrx, studentIds: readonly number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("guardianConsents")
    .select(["id", "studentId", "parentId", "noticeVersion", "givenAt", "revokedAt"])
    .where("studentId", "in", studentIds)
    .where("revokedAt", "is", null)
    .orderBy("givenAt", "desc")
    .execute();
}

/** Students who ever had a consent, revoked or not. */
export async function studentsEverConsented(db: DbOrTrx, studentIds: readonly number[]): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db.selectFrom("guardianConsents").select("studentId").distinct().where("studentId", "in", studentIds).execute();
  return new Set(rows.map((row) => row.studentId));
}

export function consentHistory(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("guardianConsents as c")
    .innerJoin("users as p", "p.id", "c.parentId")
    .select(["c.id", "c.noticeVersion", "c.givenAt", "c.revokedAt", "p.firstName", "p.lastName"])
    .where("c.studentId", "=", studentId)
    .orderBy("c.givenAt", "desc")
    .orderBy("c.id", "desc")
    .execute();
}

export async function insertConsent(db: DbOrTrx, values: { studentId: number; parentId: number; noticeVersion: string; givenAt: string }) {
  return db.insertInto("guardianConsents").values({ ...values, revokedAt: null }).returning(["id", "givenAt", "noticeVersion"]).executeTakeFirstOrThrow();
}

export async function revokeConsents(db: DbOrTrx, studentId: number, parentId: number, at: string): Promise<number[]> {
  const rows = await db
    .updateTable("guardianConsents")
    .set({ revokedAt: at })
    .where("studentId", "=", studentId)
    .where("parentId", "=", parentId)
    .where("revokedAt", "is", null)
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/** Students (role student) with their parents' names, for the admin's consent list. */
export function studentsWithParents(db: DbOrTrx) {
  return db
    .selectFrom("users as s")
    .leftJoin("parentChildren as pc", "pc.studentId", "s.id")
    .leftJoin("users as p", "p.id", "pc.parentId")
    .select(["s.id", "s.firstName", "s.lastName", "s.email", "s.tribe", "p.id as parentId", "p.firstName as parentFirstName", "p.lastName as parentLastName"])
    .where("s.role", "=", "student")
    .orderBy("s.lastName")
    .orderBy("s.firstName")
    .orderBy("s.id")
    .execute();
}
