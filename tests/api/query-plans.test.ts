/**
 * Issue 38: no screen's read scans a whole large table. A school twenty times the demo (the demo
 * school inside it, npm run seed:large) is read through the real REST and tRPC calls of every
 * screen, as each demo account; every SELECT they run is captured at Kysely's executor with its
 * parameters and explained on the same database (SQLite: EXPLAIN QUERY PLAN, a "SCAN <table>"
 * without an index; PostgreSQL: EXPLAIN, a "Seq Scan" node). The tables judged are the ones the
 * school makes large; PostgreSQL's planner rightly reads a small table whole, so there a table
 * counts from 20,000 rows (and the generator runs VACUUM ANALYZE, as autovacuum would have).
 */
import SQLite from "better-sqlite3";
import type { CompiledQuery } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSqliteFunctions } from "../../server/db/connection.js";
import { demoPassword } from "../../server/ops/demo-school.js";
import { generateLargeSchool, largeTables } from "../../server/ops/large-school/generate.js";
import { trpcQuery } from "../setup/http.js";
import { bearer, createTestPlatform, signIn, type TestPlatform } from "../setup/test-platform.js";

const scale = 20;
const largeFrom = { sqlite: 400, postgres: 20_000 } as const;

type Read = { screen: string; who: keyof typeof accounts; url?: string; trpc?: [path: string, input: unknown] };

const accounts = { admin: "admin@demo.tribu", teacher: "profesora@demo.tribu", student: "estudiante@demo.tribu", parent: "familia@demo.tribu" } as const;

/** Every screen's read, with the filters its lists offer. Ids are filled in once the school is there. */
function screens(ids: { sofia: number; period: string; month: string; today: string }): Read[] {
  const t1 = "tribe=Tribu%201";
  return [
    { screen: "admin dashboard", who: "admin", url: "/api/dashboard/admin" },
    { screen: "admin today", who: "admin", url: "/api/dashboard/admin/today" },
    { screen: "teacher dashboard", who: "teacher", url: "/api/dashboard/teacher" },
    { screen: "student dashboard", who: "student", url: "/api/dashboard/student" },
    { screen: "parent dashboard", who: "parent", url: "/api/dashboard/parent" },
    { screen: "parent to-do", who: "parent", url: "/api/dashboard/parent/to-do" },
    { screen: "parent works", who: "parent", url: "/api/dashboard/parent/works" },
    { screen: "module list", who: "admin", url: "/api/modules" },
    { screen: "module list by tribe", who: "admin", url: `/api/modules?${t1}` },
    { screen: "module list by subject", who: "admin", url: "/api/modules?materia=Arte" },
    { screen: "module search", who: "admin", url: "/api/modules?search=cuento" },
    { screen: "module list (student)", who: "student", url: "/api/modules" },
    { screen: "user list", who: "admin", url: "/api/users" },
    { screen: "user list: students of a tribe", who: "admin", url: `/api/users?role=student&${t1}` },
    { screen: "user list: pending", who: "admin", url: "/api/users?status=pending" },
    { screen: "user search", who: "admin", url: "/api/users?search=Herrera" },
    { screen: "parents search", who: "admin", trpc: ["users.parents", { search: "Herrera" }] },
    { screen: "hand-ins review list (teacher)", who: "teacher", url: "/api/student-work-submissions" },
    { screen: "hand-ins waiting (teacher)", who: "teacher", url: "/api/student-work-submissions?status=SUBMITTED" },
    { screen: "hand-ins search (teacher)", who: "teacher", url: "/api/student-work-submissions?search=Sof%C3%ADa" },
    { screen: "hand-ins review list (admin)", who: "admin", url: "/api/student-work-submissions" },
    { screen: "hand-ins waiting (admin)", who: "admin", url: "/api/student-work-submissions?status=SUBMITTED" },
    { screen: "attendance register", who: "teacher", url: `/api/attendance/register?${t1}` },
    { screen: "attendance register of a past day", who: "teacher", url: `/api/attendance/register?${t1}&date=${ids.today}` },
    { screen: "attendance summary of a tribe (month)", who: "teacher", url: `/api/attendance/summary?${t1}&month=${ids.month}` },
    { screen: "attendance summary of a tribe (period)", who: "admin", url: `/api/attendance/summary?${t1}&period=${ids.period}` },
    { screen: "attendance summary of a child (family)", who: "parent", url: `/api/attendance/summary?studentId=${ids.sofia}&month=${ids.month}` },
    { screen: "attendance alerts", who: "admin", url: "/api/attendance/alerts" },
    { screen: "attendance excuses", who: "teacher", url: "/api/attendance/excuses?status=pending" },
    { screen: "report cards of a tribe", who: "teacher", url: `/api/report-cards/tribe?${t1}&period=${ids.period}` },
    { screen: "report cards of a child", who: "parent", url: `/api/report-cards/students/${ids.sofia}` },
    { screen: "audit log", who: "admin", url: "/api/audit" },
    { screen: "audit log: one action", who: "admin", url: "/api/audit?action=auth.login" },
    { screen: "audit log: an actor", who: "admin", url: "/api/audit?actor=Marta" },
    { screen: "notifications (admin)", who: "admin", url: "/api/notifications" },
    { screen: "notifications (teacher)", who: "teacher", url: "/api/notifications" },
    { screen: "notifications (family)", who: "parent", url: "/api/notifications" },
    { screen: "notifications (student)", who: "student", url: "/api/notifications" },
    { screen: "announcements (admin)", who: "admin", url: "/api/announcements" },
    { screen: "announcements (teacher)", who: "teacher", url: "/api/announcements" },
    { screen: "announcements (family)", who: "parent", url: "/api/announcements" },
    { screen: "announcements (student)", who: "student", url: "/api/announcements" },
    { screen: "classes (teacher)", who: "teacher", url: "/api/classes" },
    { screen: "assignments (student)", who: "student", url: "/api/assignments" },
  ];
}

/**
 * A "contains" search of people (server/db/text-search.ts: any part of a name or address, accents
 * folded) has no index that could find it: it reads every account by design (docs/perf/large-school.md).
 * Only that reading is let through, and only of users; the rest of the same statement is judged.
 */
const containsSearch = (query: CompiledQuery) => /like \? escape/.test(query.sql) && query.parameters.some((p) => typeof p === "string" && p.startsWith("%"));

type Executor = { executeQuery(query: CompiledQuery, ...rest: unknown[]): Promise<unknown> };

/** Records every statement Kysely's executor runs while `run` runs (the same hook as dashboards.test.ts). */
async function capture(platform: TestPlatform, run: () => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const proto = Object.getPrototypeOf((platform.db as unknown as { getExecutor(): Executor }).getExecutor()) as Executor;
  const original = proto.executeQuery;
  proto.executeQuery = function (this: Executor, query, ...rest) {
    seen.push(query);
    return original.call(this, query, ...rest);
  };
  try {
    await run();
  } finally {
    proto.executeQuery = original;
  }
  return seen;
}

type Explainer = { fullScans(query: CompiledQuery): Promise<string[]>; close(): Promise<void> };

/**
 * SQLite's "SCAN <alias>" without an index, mapped back to the table through the statement's aliases;
 * and a scan through a whole index ("SCAN <alias> USING INDEX …") in a statement with no LIMIT, which
 * reads every row as surely (the admin's count of unpublished cards walked all ten years' cards in
 * tribe order; a child's completed assignments, every completion of the school). With a LIMIT,
 * walking an index in its order stops at the page.
 */
function sqliteExplainer(file: string): Explainer {
  const db = new SQLite(file, { readonly: true });
  registerSqliteFunctions(db);
  return {
    async fullScans(query) {
      const aliases = new Map<string, string>();
      for (const [, table, alias] of query.sql.matchAll(/"(\w+)"(?: as "(\w+)")?/g)) aliases.set(alias ?? (table as string), table as string);
      const rows = db.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[];
      return rows.flatMap(({ detail }) => {
        const scan = /^SCAN (\w+)(.*)$/.exec(detail);
        if (!scan) return [];
        const throughIndex = /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(scan[2] ?? "");
        if (throughIndex && /\blimit\b/i.test(query.sql)) return [];
        // A count of a whole table (the admin's totals) reads every entry of an index by its nature.
        if (/COVERING INDEX/.test(scan[2] ?? "") && /^select (\(select )?count\(\*\)/i.test(query.sql)) return [];
        if (throughIndex && !/USING (COVERING )?INDEX/.test(scan[2] ?? "")) return [];
        return [aliases.get(scan[1] as string) ?? (scan[1] as string)];
      });
    },
    async close() {
      db.close();
    },
  };
}

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Plan Rows": number; Plans?: PlanNode[] };

/**
 * PostgreSQL's "Seq Scan" of a table, unless the planner expects to keep more than a tenth of its
 * rows there (a count of the whole audit log, the sign-ins that are most of it): reading the table
 * is then the right plan, not a missing index.
 */
function postgresExplainer(url: string, rowsOf: (table: string) => number): Explainer {
  const client = new pg.Client({ connectionString: url });
  const connected = client.connect();
  const walk = (node: PlanNode): string[] => {
    const table = node["Relation Name"];
    const whole = node["Node Type"] === "Seq Scan" && table !== undefined && node["Plan Rows"] <= rowsOf(table) / 10;
    return [...(whole ? [table] : []), ...(node.Plans ?? []).flatMap(walk)];
  };
  return {
    async fullScans(query) {
      await connected;
      const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${query.sql}`, query.parameters as unknown[]);
      const plan = rows[0]?.["QUERY PLAN"][0]?.Plan;
      if (!plan) throw new Error(`no plan for ${query.sql}`);
      return walk(plan);
    },
    async close() {
      await connected;
      await client.end();
    },
  };
}

let platform: TestPlatform;
let explainer: Explainer;
let large: Set<string>;
let counts: Record<string, number>;

beforeAll(async () => {
  platform = await createTestPlatform({ READ_CACHE: "off", DEMO_MODE: "1" }, { sqliteOnDisk: true });
  ({ counts } = await generateLargeSchool({ dataDir: platform.dataDir, scale, databaseUrl: platform.databaseUrl }));
  large = new Set(largeTables.filter((table) => (counts[table] ?? 0) >= largeFrom[platform.dbKind]));
  explainer = platform.databaseUrl ? postgresExplainer(platform.databaseUrl, (table) => counts[table] ?? 0) : sqliteExplainer(`${platform.dataDir}/tribu.sqlite`);
}, 180_000);

afterAll(async () => {
  await explainer?.close();
  await platform?.close();
});

describe("every screen's read on a school twenty times the demo", () => {
  it("has large tables to judge (the test cannot pass on a small school)", () => {
    for (const table of ["attendance_marks", "attendance_changes", "notifications", "audit_log"]) expect(large, table).toContain(table);
    if (platform.dbKind === "sqlite") for (const table of ["users", "work_submissions", "report_cards", "announcements"]) expect(large, table).toContain(table);
  });

  it("reads no large table whole", { timeout: 120_000 }, async () => {
    const sofia = (await platform.db.selectFrom("users").select("id").where("email", "=", accounts.student).executeTakeFirstOrThrow()).id;
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const ids = { sofia, today: `${Number(today.slice(0, 4)) - 1}-03-10`, month: today.slice(0, 7), period: `${today.slice(0, 4)}-01-01` };
    const tokens = Object.fromEntries(
      await Promise.all(Object.entries(accounts).map(async ([who, email]) => [who, (await signIn(platform.app, email, demoPassword)).token])),
    ) as Record<keyof typeof accounts, string>;
    const problems: string[] = [];
    let explained = 0;
    for (const read of screens(ids)) {
      let status = 0;
      const statements = await capture(platform, async () => {
        const headers = bearer(tokens[read.who]);
        const response = read.trpc
          ? await trpcQuery(platform.app, read.trpc[0], read.trpc[1], headers)
          : await platform.app.inject({ method: "GET", url: read.url as string, headers });
        status = response.statusCode;
      });
      expect(status, `${read.screen}: ${read.url ?? read.trpc?.[0]}`).toBe(200);
      for (const statement of statements) {
        if (!/^\s*(with|select)\b/i.test(statement.sql)) continue;
        explained++;
        for (const table of await explainer.fullScans(statement)) {
          if (containsSearch(statement) && table === "users") continue;
          if (large.has(table)) problems.push(`${read.screen}: reads all of ${table} (${counts[table]} rows) in\n    ${statement.sql}`);
        }
      }
    }
    expect(explained).toBeGreaterThan(screens(ids).length);
    expect([...new Set(problems)]).toEqual([]);
  });
});
