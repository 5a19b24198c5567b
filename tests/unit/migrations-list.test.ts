import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadMigrations, migrationNames } from "../../migrations/index.js";

describe("the migration list is the migrations folder", () => {
  it("takes every dated file, oldest first, and leaves the helpers out", () => {
    const files = ["index.ts", "helpers.ts", "2026-12-01T0900-announcements.ts", "2026-11-22T0900-foundation.ts", "notas.md"];
    expect(migrationNames(files)).toEqual(["2026-11-22T0900-foundation", "2026-12-01T0900-announcements"]);
  });

  it("loads each migration in the folder with its up()", async () => {
    const onDisk = readdirSync(new URL("../../migrations/", import.meta.url)).filter((f) => /^\d{4}-/.test(f));
    const migrations = await loadMigrations();
    expect(Object.keys(migrations)).toHaveLength(onDisk.length);
    expect(Object.keys(migrations)[0]).toBe("2026-11-22T0900-foundation");
    for (const migration of Object.values(migrations)) expect(typeof migration.up).toBe("function");
  });
});
