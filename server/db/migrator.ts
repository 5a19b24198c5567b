import { type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./connection.js";
import { loadMigrations } from "../../migrations/index.js";

const provider: MigrationProvider = { getMigrations: loadMigrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`La migración ${failed?.migrationName ?? "(desconocida)"} falló: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
