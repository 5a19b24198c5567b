import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Migration } from "kysely";

const folder = dirname(fileURLToPath(import.meta.url));
/** A migration file is named `<UTC date>T<hhmm>-<what>.ts`; the name orders the migrations. */
const migrationFile = /^(\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9-]+)\.(ts|js)$/;

/**
 * The names of the migrations in this folder, oldest first. Read from disk so that adding a
 * migration is adding its file, nothing else (the server runs under tsx and vitest; the one bundle,
 * scripts/perf/tribu-server.ts, lists them when it is built).
 */
export function migrationNames(files: string[] = readdirSync(folder)): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const match = migrationFile.exec(file);
    if (match?.[1]) names.add(match[1]);
  }
  return [...names].sort();
}

/** Every migration in this folder, by name, for Kysely's Migrator. */
export async function loadMigrations(): Promise<Record<string, Migration>> {
  const entries = await Promise.all(
    migrationNames().map(async (name) => {
      const file = readdirSync(folder).find((f) => f.startsWith(`${name}.`)) ?? `${name}.ts`;
      const migration = (await import(pathToFileURL(join(folder, file)).href)) as Migration;
      if (typeof migration.up !== "function") throw new Error(`La migración ${name} no exporta up().`);
      return [name, migration] as const;
    }),
  );
  return Object.fromEntries(entries);
}
