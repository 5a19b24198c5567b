import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../../server/db/schema.js";
import SQLite from "better-sqlite3";
import { CamelCaseResultsPlugin, camelCaseRows, FairQueue, SnakeCasePostgresCompiler, SnakeCaseSqliteCompiler, SnakeCaseSqliteDialect } from "../../server/db/snake-case.js";

/** Kysely instances that only compile (no database): the plugin we replaced, and our compilers. */
function compilerOnly(kind: "sqlite" | "postgres", compiler: () => QueryCompiler, plugins: CamelCasePlugin[] = []) {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (kind === "sqlite" ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (kind === "sqlite" ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: compiler,
    },
    plugins,
  });
}

type Db = Kysely<Database>;
const queries: Array<[string, (db: Db) => { compile(): { sql: string; parameters: readonly unknown[] } }]> = [
  ["select with joins, aliases and order", (db) =>
    db
      .selectFrom("workSubmissions as ws")
      .innerJoin("users as student", "student.id", "ws.studentId")
      .leftJoin("modules as m", "m.id", "ws.moduleId")
      .select(["ws.id", "ws.submittedAt", "student.firstName as studentFirstName", "m.createdById"])
      .where("m.createdById", "=", 7)
      .where("ws.status", "in", ["SUBMITTED", "APPROVED"])
      .orderBy("ws.submittedAt", "desc")
      .limit(20)
      .offset(40)],
  ["aggregates with case and a subquery", (db) =>
    db
      .selectFrom("users")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when("createdAt", ">=", "2026-11-01").then(1).else(0).end()).as("newThisMonth"),
      ])
      .where("users.id", "in", (eb) => eb.selectFrom("parentChildren").select("parentChildren.studentId").where("parentChildren.parentId", "=", 3))],
  ["insert returning", (db) =>
    db.insertInto("workReviews").values({ submissionId: 1, reviewerId: 2, status: "APPROVED", grade: 9, feedback: null, createdAt: "x" }).returning(["id", "createdAt"])],
  ["update with a raw reference", (db) =>
    db.updateTable("users").set({ firstName: "Ana", updatedAt: sql<string>`${"now"}` }).where(sql.ref("users.passwordHash"), "is not", null)],
  ["delete", (db) => db.deleteFrom("userModules").where("userId", "=", 1).where("moduleId", "=", 2)],
  ["schema change", (db) => db.schema.createIndex("users_created_at_idx").on("users").columns(["createdAt", "id"])],
];

describe("snake_case names compiled by our compilers, not by a tree-copying plugin", () => {
  for (const kind of ["sqlite", "postgres"] as const) {
    const before = compilerOnly(kind, () => (kind === "sqlite" ? new SqliteQueryCompiler() : new PostgresQueryCompiler()), [new CamelCasePlugin()]);
    const after = compilerOnly(kind, () => (kind === "sqlite" ? new SnakeCaseSqliteCompiler() : new SnakeCasePostgresCompiler()));
    for (const [name, build] of queries) {
      it(`${kind}: ${name} compiles to the same SQL and parameters as CamelCasePlugin`, () => {
        const expected = build(before).compile();
        const actual = build(after).compile();
        expect(actual.sql).toContain("_");
        expect(actual.sql).toBe(expected.sql);
        expect(actual.parameters).toEqual(expected.parameters);
      });
    }
  }
});

describe("result rows renamed to camelCase", () => {
  const run = (plugin: { transformResult(args: never): Promise<{ rows: unknown[] }> }, rows: Record<string, unknown>[]) =>
    plugin.transformResult({ queryId: { queryId: "q" }, result: { rows } } as never);

  it("renames every column of every row exactly as CamelCasePlugin did, nested JSON values included", async () => {
    const bytes = Buffer.from("pdf");
    const rows = () => [
      { id: 1, student_first_name: "Ana", submitted_at: "2026-11-23", file_data: bytes, details: { old_grade: 7, list: [{ new_grade: 8 }] } },
      { id: 2, student_first_name: "Luis", submitted_at: null, file_data: null, details: null },
    ];
    const ours = await run(new CamelCaseResultsPlugin(), rows());
    const theirs = await run(new CamelCasePlugin(), rows());
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toEqual({
      id: 1,
      studentFirstName: "Ana",
      submittedAt: "2026-11-23",
      fileData: bytes,
      details: { oldGrade: 7, list: [{ newGrade: 8 }] },
    });
  });

  it("leaves an empty result alone", async () => {
    expect((await run(new CamelCaseResultsPlugin(), [])).rows).toEqual([]);
  });
});

describe("SQLite rows read with camelCase keys in one pass", () => {
  const open = () => {
    const sqlite = new SQLite(":memory:");
    sqlite.exec("create table work_submissions (id integer primary key, student_first_name text, file_data blob, grade real)");
    sqlite.prepare("insert into work_submissions values (?, ?, ?, ?)").run(1, "Ana", Buffer.from("pdf"), 8.5);
    sqlite.prepare("insert into work_submissions values (?, ?, ?, ?)").run(2, null, null, null);
    return sqlite;
  };
  const statementFor = (sqlite: SQLite.Database, text: string) => camelCaseRows(sqlite.prepare(text) as unknown as Parameters<typeof camelCaseRows>[0]);

  it("gives the rows the object statement and CamelCasePlugin gave, for all() and iterate()", async () => {
    const sqlite = open();
    const text = "select id, student_first_name, file_data, grade, id * 2 as double_id from work_submissions where id >= ? order by id";
    const before = (await new CamelCasePlugin().transformResult({ queryId: { queryId: "q" }, result: { rows: sqlite.prepare(text).all(1) as never[] } })).rows;
    const statement = statementFor(sqlite, text);
    expect(statement.all([1])).toEqual(before);
    expect([...statement.iterate([1])]).toEqual(before);
    expect(statement.all([1])[0]).toEqual({ id: 1, studentFirstName: "Ana", fileData: Buffer.from("pdf"), grade: 8.5, doubleId: 2 });
  });

  it("keeps the last value of a name repeated in the select list, as better-sqlite3's objects do", () => {
    const sqlite = open();
    const text = "select id, grade as id from work_submissions where id = ?";
    expect(statementFor(sqlite, text).all([1])).toEqual(sqlite.prepare(text).all(1));
  });

  it("follows a schema change on a kept statement (a select * that gains a column)", () => {
    const sqlite = open();
    const statement = statementFor(sqlite, "select * from work_submissions where id = ?");
    expect(statement.all([1])[0]).not.toHaveProperty("reviewedAt");
    sqlite.exec("alter table work_submissions add column reviewed_at text default '2026-11-27'");
    expect(statement.all([1])[0]).toMatchObject({ id: 1, reviewedAt: "2026-11-27" });
  });

  it("returns writing statements untouched", () => {
    const sqlite = open();
    const statement = statementFor(sqlite, "update work_submissions set grade = ? where id = ?");
    expect(statement.run([9, 1]).changes).toBe(1);
  });
});

describe("SQLite's one connection, first come first served", () => {
  it("hands the connection to the waiting callers in the order they asked", async () => {
    const queue = new FairQueue();
    const served: number[] = [];
    await queue.lock();
    const waiters = Array.from({ length: 50 }, (_, i) =>
      queue.lock().then(() => {
        served.push(i);
        queue.unlock();
      }),
    );
    expect(queue.waiting).toBe(50);
    queue.unlock();
    await Promise.all(waiters);
    expect(served).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(queue.waiting).toBe(0);
    // Free again: the next caller gets it at once.
    await queue.lock();
    queue.unlock();
  });

  it("keeps a transaction to itself while concurrent reads wait, and answers every read", async () => {
    const db = new Kysely<{ counters: { id: number; value: number } }>({ dialect: new SnakeCaseSqliteDialect({ database: new SQLite(":memory:") }) });
    await sql`create table counters (id integer primary key, value integer)`.execute(db);
    await db.insertInto("counters").values({ id: 1, value: 0 }).execute();
    const seen: number[] = [];
    const transaction = db.transaction().execute(async (trx) => {
      await trx.updateTable("counters").set({ value: 1 }).where("id", "=", 1).execute();
      await new Promise((r) => setTimeout(r, 20));
      await trx.updateTable("counters").set({ value: 2 }).where("id", "=", 1).execute();
    });
    const reads = Array.from({ length: 200 }, () =>
      db.selectFrom("counters").select("value").where("id", "=", 1).executeTakeFirstOrThrow().then((row) => seen.push(row.value)),
    );
    await Promise.all([transaction, ...reads]);
    // No read ran inside the transaction: none saw its half-done value.
    expect(seen).toHaveLength(200);
    expect(seen.every((value) => value === 2)).toBe(true);
    await db.destroy();
  });
});
