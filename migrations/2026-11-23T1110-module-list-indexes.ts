import type { Kysely } from "kysely";

/**
 * Indexes for the paged module list (issue 10): newest first over the whole school, within a tribe,
 * and the modules of one subject, each read in index order, so a page of a school with 500 modules
 * costs about what it costs in the demo school.
 */
const indexes: Array<[name: string, table: string, columns: string[]]> = [
  ["modules_created_idx", "modules", ["created_at", "id"]],
  ["modules_tribe_created_idx", "modules", ["tribe", "created_at", "id"]],
  ["module_materias_materia_idx", "module_materias", ["materia_id", "module_id"]],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
