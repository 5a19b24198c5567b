import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../server/db/connection.js";
import { migrateToLatest } from "../../server/db/migrator.js";
import type { Database } from "../../server/db/schema.js";
import { CamelCaseResultsPlugin, SnakeCaseSqliteDialect } from "../../server/db/snake-case.js";
import { findSessionUser } from "../../server/domains/users/users.repo.js";
import { moduleCountsFor, moduleProgressFor, workCounts } from "../../server/domains/dashboards/dashboards.repo.js";

/**
 * SQLite keeps no statistics unless ANALYZE runs, so its plan for a query depends on the schema
 * alone: a plan read on an empty database is the plan a school with 20,000 works gets. These
 * check the dashboards' look-ups of a few students' works, which once walked every APPROVED work
 * of the school through the work list's status index.
 */
let dir: string;
let file: string;
let plans: SQLite.Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "tribu-plans-"));
  file = join(dir, "tribu.sqlite");
  const db: Db = createDb({ kind: "sqlite", file });
  await migrateToLatest(db);
  await db.destroy();
  plans = new SQLite(file, { readonly: true });
});

afterAll(() => {
  plans?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The SQL a repo function runs, with its parameters, and SQLite's plan for each statement. */
async function plansOf(run: (db: Db) => Promise<unknown>): Promise<{ sql: string; plan: string }[]> {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new SnakeCaseSqliteDialect({ database: new SQLite(file, { readonly: true }) }),
    plugins: [new CamelCaseResultsPlugin()],
    log: (event) => {
      seen.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    await run(db);
  } finally {
    await db.destroy();
  }
  return seen.map(({ sql, parameters }) => ({
    sql,
    plan: (plans.prepare(`explain query plan ${sql}`).all(...parameters) as { detail: string }[]).map((row) => row.detail).join(" | "),
  }));
}

describe("query plans of the dashboards' work look-ups (SQLite)", () => {
  it("finds a family's approved works through the students' own entries, for one child or several", async () => {
    for (const students of [[1], [1, 2], [1, 2, 3, 4]]) {
      const statements = await plansOf((db) => moduleProgressFor(db, students));
      const approved = statements.find((s) => s.sql.includes("from \"work_submissions\"") && s.sql.includes("\"status\" = ?"));
      expect(approved, "the approved-works query").toBeDefined();
      expect(approved?.plan).toMatch(/work_submissions_(student_status|student)_idx \(student_id=\?/);
      expect(approved?.plan).not.toContain("status_submitted_idx");
    }
  });

  it("counts a family's works from the students' entries, not the whole table", async () => {
    const [count] = await plansOf((db) => workCounts(db, [1, 2]));
    expect(count?.plan).toMatch(/USING (COVERING )?INDEX work_submissions_student/);
    expect(count?.plan).not.toMatch(/SCAN work_submissions/);
  });

  it("counts the modules of the family's and teacher's cards by the students' own entries, not the whole tables", async () => {
    const [count] = await plansOf((db) => moduleCountsFor(db, [1, 2]));
    expect(count?.plan).toMatch(/SEARCH work_submissions USING (COVERING )?INDEX work_submissions_student_status_idx \(student_id=\? AND status=\? AND module_id=\?\)/);
    expect(count?.plan).toMatch(/SEARCH modules USING (COVERING )?INDEX modules_tribe_idx \(tribe=\?\)/);
    expect(count?.plan).not.toMatch(/SCAN (work_submissions|user_modules|users|modules)\b/);
  });

  it("checks the caller's session by primary key with the columns it needs, never the password hash", async () => {
    const [lookup] = await plansOf((db) => findSessionUser(db, 1));
    expect(lookup?.sql).not.toContain("password_hash");
    expect(lookup?.sql).not.toContain("*");
    expect(lookup?.sql).toContain("session_version");
    expect(lookup?.plan).toMatch(/SEARCH users USING INTEGER PRIMARY KEY/);
  });
});
