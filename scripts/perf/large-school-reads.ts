/**
 * Issue 38, "a school a hundred times the demo": every screen's read timed on the demo school and on
 * the ×100 school (npm run seed:large), as the demo accounts, at low concurrency, the two servers
 * asked in turns so the machine's other work weighs on both alike. scripts/bench.ts calls
 * compareLargeSchoolReads with two running servers; seedLargeDataDir makes the ×100 data folder.
 * Run alone (`npx tsx scripts/perf/large-school-reads.ts [--scale 100] [--rounds 15] [--large-dir <dir>]`) it starts
 * both servers itself (READ_CACHE=off: every answer is computed) and prints the table.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoPassword } from "../../server/ops/demo-school.js";
import { generateLargeSchool, type LargeSchoolResult } from "../../server/ops/large-school/generate.js";
import { freePort } from "../durability.js";
import { startServer, stopServer } from "./tribu-server.js";

export type LargeSchoolRow = { name: string; demoMs: number; largeMs: number; ratio: number; pass: boolean };

const accounts = { admin: "admin@demo.tribu", teacher: "profesora@demo.tribu", student: "estudiante@demo.tribu", parent: "familia@demo.tribu" } as const;
type Who = keyof typeof accounts;

/** The screens' reads (REST; tRPC calls the same services), with the filters the lists offer. */
export function largeSchoolReads(ids: { sofia: number; month: string; period: string }): { name: string; who: Who; path: string }[] {
  const t1 = "tribe=Tribu%201";
  return [
    { name: "admin dashboard", who: "admin", path: "/api/dashboard/admin" },
    { name: "admin today", who: "admin", path: "/api/dashboard/admin/today" },
    { name: "teacher dashboard", who: "teacher", path: "/api/dashboard/teacher" },
    { name: "student dashboard", who: "student", path: "/api/dashboard/student" },
    { name: "parent dashboard", who: "parent", path: "/api/dashboard/parent" },
    { name: "module list", who: "admin", path: "/api/modules" },
    { name: "module list, one tribe", who: "admin", path: `/api/modules?${t1}` },
    { name: "module search", who: "admin", path: "/api/modules?search=cuento" },
    { name: "user list", who: "admin", path: "/api/users" },
    { name: "user list, students of a tribe", who: "admin", path: `/api/users?role=student&${t1}` },
    { name: "user search", who: "admin", path: "/api/users?search=Herrera" },
    { name: "hand-ins review list (teacher)", who: "teacher", path: "/api/student-work-submissions" },
    { name: "hand-ins waiting (teacher)", who: "teacher", path: "/api/student-work-submissions?status=SUBMITTED" },
    { name: "hand-ins review list (admin)", who: "admin", path: "/api/student-work-submissions" },
    { name: "attendance register (Tribu 1)", who: "teacher", path: `/api/attendance/register?${t1}` },
    { name: "attendance summary, tribe and month", who: "teacher", path: `/api/attendance/summary?${t1}&month=${ids.month}` },
    { name: "attendance summary, a child", who: "parent", path: `/api/attendance/summary?studentId=${ids.sofia}&month=${ids.month}` },
    { name: "report cards of a tribe", who: "teacher", path: `/api/report-cards/tribe?${t1}&period=${ids.period}` },
    { name: "audit log", who: "admin", path: "/api/audit" },
    { name: "audit log, one action", who: "admin", path: "/api/audit?action=auth.login" },
    { name: "notifications (family)", who: "parent", path: "/api/notifications" },
    { name: "notifications (teacher)", who: "teacher", path: "/api/notifications" },
    { name: "announcements (family)", who: "parent", path: "/api/announcements" },
    { name: "announcements (admin)", who: "admin", path: "/api/announcements" },
  ];
}

/** A ×`scale` school in `dataDir` (SQLite), or in `databaseUrl`'s PostgreSQL database. */
export function seedLargeDataDir(dataDir: string, options: { scale?: number; databaseUrl?: string } = {}): Promise<LargeSchoolResult> {
  return generateLargeSchool({ dataDir, scale: options.scale ?? 100, databaseUrl: options.databaseUrl });
}

async function signIn(base: string): Promise<{ tokens: Record<Who, string>; sofia: number }> {
  const entries = await Promise.all(
    (Object.entries(accounts) as [Who, string][]).map(async ([who, email]) => {
      const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: demoPassword }) });
      if (!res.ok) throw new Error(`login ${email} on ${base}: ${res.status}`);
      const body = (await res.json()) as { token: string; user: { id: number } };
      return [who, body] as const;
    }),
  );
  const bodies = Object.fromEntries(entries) as Record<Who, { token: string; user: { id: number } }>;
  return { tokens: Object.fromEntries(entries.map(([who, b]) => [who, b.token])) as Record<Who, string>, sofia: bodies.student.user.id };
}

async function timeOnce(url: string, token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/**
 * Each read `rounds` times on each server (after two warm-up requests), `concurrency` requests at a
 * time, the two servers in turns; the median time of an answer on each, and their ratio (pass ≤ 2).
 */
export async function compareLargeSchoolReads(options: { demoBase: string; largeBase: string; rounds?: number; concurrency?: number }): Promise<LargeSchoolRow[]> {
  const rounds = options.rounds ?? 15;
  const concurrency = options.concurrency ?? 2;
  const [demo, large] = await Promise.all([signIn(options.demoBase), signIn(options.largeBase)]);
  const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  const common = { month: today.slice(0, 7), period: `${today.slice(0, 4)}-01-01` };
  const demoReads = largeSchoolReads({ ...common, sofia: demo.sofia });
  const largeReads = largeSchoolReads({ ...common, sofia: large.sofia });
  const rows: LargeSchoolRow[] = [];
  for (const [i, read] of demoReads.entries()) {
    const targets = [
      { url: `${options.demoBase}${read.path}`, token: demo.tokens[read.who], times: [] as number[] },
      { url: `${options.largeBase}${(largeReads[i] as { path: string }).path}`, token: large.tokens[read.who], times: [] as number[] },
    ];
    for (const t of targets) for (let w = 0; w < 2; w++) await timeOnce(t.url, t.token);
    for (let r = 0; r < rounds; r++) {
      for (const t of targets) t.times.push(...(await Promise.all(Array.from({ length: concurrency }, () => timeOnce(t.url, t.token)))));
    }
    const [demoMs, largeMs] = targets.map((t) => Number(median(t.times).toFixed(2))) as [number, number];
    const ratio = Number((largeMs / demoMs).toFixed(2));
    rows.push({ name: read.name, demoMs, largeMs, ratio, pass: ratio <= 2 });
  }
  return rows;
}

export function largeSchoolTable(rows: LargeSchoolRow[], scale = 100): string {
  const lines = [`| lectura | demo (ms) | ×${scale} (ms) | razón | ≤ 2× |`, "|---|---:|---:|---:|---|"];
  for (const r of rows) lines.push(`| ${r.name} | ${r.demoMs} | ${r.largeMs} | ${r.ratio} | ${r.pass ? "sí" : "no"} |`);
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const argValue = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const scale = Number(argValue("--scale") ?? 100);
  const demoDir = mkdtempSync(join(tmpdir(), "tribu-demo-"));
  // --large-dir reuses a school made earlier by npm run seed:large (it is left in place).
  const given = argValue("--large-dir");
  const largeDir = given ?? mkdtempSync(join(tmpdir(), "tribu-large-"));
  const env = { DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0", READ_CACHE: "off" };
  const seeded = await seedLargeDataDir(largeDir, { scale });
  console.log(`×${scale}: ${seeded.seconds.toFixed(1)} s, ${JSON.stringify(seeded.counts)}`);
  const demoServer = await startServer({ dataDir: demoDir, port: await freePort(), env, runner: "bundle" });
  const largeServer = await startServer({ dataDir: largeDir, port: await freePort(), env, runner: "bundle" });
  try {
    const rows = await compareLargeSchoolReads({ demoBase: demoServer.base, largeBase: largeServer.base, rounds: Number(argValue("--rounds") ?? 15) });
    console.log(largeSchoolTable(rows, scale));
  } finally {
    await Promise.all([stopServer(demoServer), stopServer(largeServer)]);
    rmSync(demoDir, { recursive: true, force: true });
    if (!given) rmSync(largeDir, { recursive: true, force: true });
  }
}
