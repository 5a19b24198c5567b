import type { DbOrTrx } from "../../db/connection.js";
import { moduleContains } from "../../db/text-search.js";
import type { Database, ModulesTable } from "../../db/schema.js";
import type { Expression, ExpressionBuilder, Insertable, SelectQueryBuilder, SqlBool, Updateable } from "kysely";
import type { ListModulesQuery } from "../../../common/modules/modules.schema.js";

export type ModuleRecord = {
  id: number;
  title: string;
  description: string;
  url: string | null;
  tribe: string | null;
  pdfFileId: number | null;
  pdfUrl: string | null;
  youtubeVideo: string | null;
  instructions: string | null;
  forms: string | null;
  workUpload: string | null;
  createdById: number;
  createdAt: string;
  updatedAt: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
  creatorRole: string | null;
  fileOriginalName: string | null;
  fileSize: number | null;
  fileMimeType: string | null;
};

function baseQuery(db: DbOrTrx) {
  return db
    .selectFrom("modules")
    .leftJoin("users", "users.id", "modules.createdById")
    .leftJoin("files", "files.id", "modules.pdfFileId")
    .select([
      "modules.id",
      "modules.title",
      "modules.description",
      "modules.url",
      "modules.tribe",
      "modules.pdfFileId",
      "modules.pdfUrl",
      "modules.youtubeVideo",
      "modules.instructions",
      "modules.forms",
      "modules.workUpload",
      "modules.createdById",
      "modules.createdAt",
      "modules.updatedAt",
      "users.firstName as creatorFirstName",
      "users.lastName as creatorLastName",
      "users.email as creatorEmail",
      "users.role as creatorRole",
      "files.originalName as fileOriginalName",
      "files.size as fileSize",
      "files.mimeType as fileMimeType",
    ]);
}

type ModulesQuery = SelectQueryBuilder<Database, "modules", object>;

/**
 * The modules a student may see and hand work in to (issue 19): those of their tribe and those
 * assigned to them directly. A student without a tribe sees only the directly assigned ones.
 */
export type StudentModuleScope = { studentId: number; tribe: string | null };

function visibleTo(scope: StudentModuleScope) {
  return (eb: ExpressionBuilder<Database, "modules">) => {
    const direct = eb("modules.id", "in", eb.selectFrom("userModules").select("userModules.moduleId").where("userModules.userId", "=", scope.studentId));
    return scope.tribe === null ? direct : eb.or([direct, eb("modules.tribe", "=", scope.tribe)]);
  };
}

/** Whether the module exists and the student may see it. */
export async function isModuleVisibleTo(db: DbOrTrx, moduleId: number, scope: StudentModuleScope): Promise<boolean> {
  const row = await db.selectFrom("modules").select("modules.id").where("modules.id", "=", moduleId).where(visibleTo(scope)).executeTakeFirst();
  return row !== undefined;
}

function applyModuleFilters(query: ModulesQuery, filters: Omit<ListModulesQuery, "page" | "pageSize">, scope?: StudentModuleScope): ModulesQuery {
  let q = scope ? query.where(visibleTo(scope)) : query;
  if (filters.tribe) q = q.where("modules.tribe", "=", filters.tribe);
  if (filters.createdBy !== undefined) q = q.where("modules.createdById", "=", filters.createdBy);
  if (filters.title) q = q.where("modules.title", "=", filters.title);
  const materia = filters.materia;
  if (materia !== undefined) {
    // A subject by id, or by its exact name; digits may be either (a REST query string is always text).
    const id = typeof materia === "number" ? materia : /^\d{1,9}$/.test(materia) ? Number(materia) : undefined;
    const name = typeof materia === "string" ? materia : undefined;
    // A join (not a nested IN) so SQLite reads module_materias by its materia index.
    q = q.where("modules.id", "in", (eb) =>
      eb
        .selectFrom("moduleMaterias")
        .innerJoin("materias", "materias.id", "moduleMaterias.materiaId")
        .select("moduleMaterias.moduleId")
        .where((m) => {
          const either: Expression<SqlBool>[] = [];
          if (id !== undefined) either.push(m("materias.id", "=", id));
          if (name !== undefined) either.push(m("materias.name", "=", name));
          return m.or(either);
        }),
    );
  }
  if (filters.search?.trim()) q = q.where(moduleContains(filters.search));
  return q;
}

/**
 * One page of modules (newest first) and how many match, in two queries: the filters, order and
 * paging run in SQL, so a page costs the same with 20 modules or 5,000.
 */
export async function listModulePage(
  db: DbOrTrx,
  query: ListModulesQuery,
  scope?: StudentModuleScope,
): Promise<{ records: ModuleRecord[]; total: number }> {
  const filtered = applyModuleFilters(db.selectFrom("modules") as ModulesQuery, query, scope);
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  if (total === 0 || (query.page - 1) * query.pageSize >= total) return { records: [], total };
  const ids = filtered
    .select("modules.id")
    .orderBy("modules.createdAt", "desc")
    .orderBy("modules.id", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const records = (await baseQuery(db)
    .where("modules.id", "in", ids)
    .orderBy("modules.createdAt", "desc")
    .orderBy("modules.id", "desc")
    .execute()) as ModuleRecord[];
  return { records, total };
}

/** How many modules match, per tribe (null: no tribe), in one grouped query. */
export async function countModulesByTribe(
  db: DbOrTrx,
  filters: Omit<ListModulesQuery, "page" | "pageSize">,
  scope?: StudentModuleScope,
): Promise<{ tribe: string | null; count: number }[]> {
  const rows = await applyModuleFilters(db.selectFrom("modules") as ModulesQuery, filters, scope)
    .select((eb) => ["modules.tribe", eb.fn.countAll<number>().as("count")])
    .groupBy("modules.tribe")
    .orderBy("modules.tribe")
    .execute();
  return rows.map((row) => ({ tribe: row.tribe, count: Number(row.count) }));
}

export function listModuleRecords(db: DbOrTrx, ids?: number[]): Promise<ModuleRecord[]> {
  let query = baseQuery(db).orderBy("modules.createdAt", "desc").orderBy("modules.id", "desc");
  if (ids) {
    if (ids.length === 0) return Promise.resolve([]);
    query = query.where("modules.id", "in", ids);
  }
  return query.execute() as Promise<ModuleRecord[]>;
}

export function findModuleRecord(db: DbOrTrx, id: number): Promise<ModuleRecord | undefined> {
  return baseQuery(db).where("modules.id", "=", id).executeTakeFirst() as Promise<ModuleRecord | undefined>;
}

/** Subject names and ids of the given modules, in one query. */
export async function materiasOfModules(
  db: DbOrTrx,
  moduleIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const byModule = new Map<number, { id: number; name: string }[]>();
  if (moduleIds.length === 0) return byModule;
  const rows = await db
    .selectFrom("moduleMaterias")
    .innerJoin("materias", "materias.id", "moduleMaterias.materiaId")
    .select(["moduleMaterias.moduleId", "materias.id", "materias.name"])
    .where("moduleMaterias.moduleId", "in", moduleIds)
    .orderBy("materias.name")
    .execute();
  for (const row of rows) {
    const list = byModule.get(row.moduleId) ?? [];
    list.push({ id: row.id, name: row.name });
    byModule.set(row.moduleId, list);
  }
  return byModule;
}

export async function insertModule(db: DbOrTrx, values: Insertable<ModulesTable>): Promise<number> {
  const row = await db.insertInto("modules").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateModule(db: DbOrTrx, id: number, values: Updateable<ModulesTable>): Promise<void> {
  await db.updateTable("modules").set(values).where("id", "=", id).execute();
}

/** Sets the module's file only while it still names `expected`; true when it did. */
export async function swapModuleFile(db: DbOrTrx, id: number, fileId: number, expected: number | null): Promise<boolean> {
  const result = await db
    .updateTable("modules")
    .set({ pdfFileId: fileId, pdfUrl: null, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("pdfFileId", expected === null ? "is" : "=", expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteModule(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom("modules").where("id", "=", id).execute();
}

export async function replaceModuleMaterias(db: DbOrTrx, moduleId: number, materiaIds: number[]): Promise<void> {
  await db.deleteFrom("moduleMaterias").where("moduleId", "=", moduleId).execute();
  if (materiaIds.length > 0) {
    await db
      .insertInto("moduleMaterias")
      .values([...new Set(materiaIds)].map((materiaId) => ({ moduleId, materiaId })))
      .execute();
  }
}

export async function existingModuleIds(db: DbOrTrx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("modules").select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}

export async function userModuleIds(db: DbOrTrx, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("userModules")
    .select("moduleId")
    .where("userId", "=", userId)
    .orderBy("moduleId")
    .execute();
  return rows.map((row) => row.moduleId);
}

/**
 * Replaces a user's modules; run it in a transaction. The user's row is locked first (an update
 * that changes nothing), so two replacements for one user run one after the other: on PostgreSQL
 * the second would otherwise not see the first's new rows, insert the same pair again and fail.
 */
export async function replaceUserModules(db: DbOrTrx, userId: number, moduleIds: number[]): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({ updatedAt: eb.ref("users.updatedAt") }))
    .where("id", "=", userId)
    .execute();
  await db.deleteFrom("userModules").where("userId", "=", userId).execute();
  if (moduleIds.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("userModules")
    .values([...new Set(moduleIds)].map((moduleId) => ({ userId, moduleId, assignedAt: now })))
    .execute();
}

/** Modules assigned to a student: directly, or through the tribe they belong to. */
export async function assignedModulesOf(
  db: DbOrTrx,
  studentId: number,
  tribe: string | null,
): Promise<{ id: number; title: string; tribe: string | null }[]> {
  let query = db
    .selectFrom("modules")
    .select(["modules.id", "modules.title", "modules.tribe"])
    .where((eb) => {
      const direct = eb(
        "modules.id",
        "in",
        eb.selectFrom("userModules").select("userModules.moduleId").where("userModules.userId", "=", studentId),
      );
      return tribe ? eb.or([direct, eb("modules.tribe", "=", tribe)]) : direct;
    });
  query = query.orderBy("modules.createdAt").orderBy("modules.id");
  return query.execute();
}

/** The modules assigned to the student by name. */
export async function directlyAssignedModules(db: DbOrTrx, studentId: number): Promise<Set<number>> {
  const rows = await db.selectFrom("userModules").select("moduleId").where("userId", "=", studentId).execute();
  return new Set(rows.map((row) => row.moduleId));
}

export async function submissionStatuses(db: DbOrTrx, studentId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("workSubmissions")
    .select(["moduleId", "status"])
    .where("studentId", "=", studentId)
    .execute();
  return new Map(rows.map((row) => [row.moduleId, row.status]));
}
