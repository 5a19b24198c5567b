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
import { CamelCaseResultsPlugin, SnakeCasePostgresCompiler, SnakeCaseSqliteCompiler } from "../../server/db/snake-case.js";

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
