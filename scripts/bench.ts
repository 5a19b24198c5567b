/**
 * `npm run bench` (issue 10): throughput and latency of our real calls next to two references, in
 * one run on one machine, with autocannon.
 *   - references: a bare Fastify JSON route and a tRPC hello procedure (scripts/perf/reference-server.ts);
 *   - our calls on the real server (server/main.ts, SQLite, its own data folder, the demo school
 *     plus 200 modules, 100 parents and 40 handed-in works, so the review lists' first page is full):
 *     login, the module list (first page), the student, teacher, parent and admin
 *     dashboards, the work review list (first page, for a teacher and for an admin) and a receipt
 *     upload; and the smallest authenticated read (the subjects list), the ceiling of any read.
 * Each case runs at 10 and 100 connections for a few seconds; req/s and p50/p99 are reported as
 * ratios to the bare reference, on the terminal and in docs/perf/bench-results.json.
 * The reads run twice: as the server ships (read cache on: after the first request each answer is
 * kept until the data changes) and again on a server started with READ_CACHE=off, where every
 * request computes its answer, as the first read after a change does. The goals are judged on the
 * first; the second is printed beside them.
 * Memory: ten concurrent 10 MB receipt uploads, peak growth of the server's resident memory.
 * `npm run bench -- --scale` also seeds a school of 5,000 users, 500 modules and 20,000 handed-in
 * works (direct inserts in one transaction) and runs the same calls on it, in the same run.
 * Options: --duration <s> (default 3), --out <file>, --keep (keep the schools' data folders).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { offeredYears } from "../common/payments/payments.schema.js";
import { demoPassword } from "../server/ops/demo-school.js";
import { freePort } from "./durability.js";
import { login, pdfBytes, root, startServer, stopServer, type TribuServer } from "./perf/tribu-server.js";

const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const scale = args.includes("--scale");
/** --keep leaves each school's data folder behind, to look at its query plans afterwards. */
const keep = args.includes("--keep");
const duration = Number(argValue("--duration") ?? 3);
const outFile = resolve(argValue("--out") ?? join(root, "docs", "perf", scale ? "bench-results-scale.json" : "bench-results.json"));
const connectionLevels = [10, 100] as const;
const benchParents = 100;
const benchWorks = 40;
const benchParentEmail = (i: number) => `banco${i}@bench.test`;

interface Measure {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
interface CaseResult {
  name: string;
  dataset: "reference" | "demo" | "scale";
  runs: Measure[];
}

type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };

async function measure(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  nextRequest?: () => AutocannonRequest | undefined;
  amount?: number;
}): Promise<Measure> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    amount: options.amount,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    requests: options.nextRequest
      ? [
          {
            setupRequest: (request: Record<string, unknown>) => {
              const next = options.nextRequest?.();
              return next ? { ...request, ...next, headers: { ...(request.headers as Record<string, string>), ...next.headers } } : request;
            },
          },
        ]
      : undefined,
  });
  return {
    connections: options.connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function runCase(
  name: string,
  dataset: CaseResult["dataset"],
  options: Omit<Parameters<typeof measure>[0], "connections" | "seconds">,
): Promise<CaseResult> {
  // A short warm-up so the first measured second is not the JIT's.
  await measure({ ...options, connections: 10, seconds: 1, amount: options.amount ? Math.min(50, options.amount) : undefined });
  const runs: Measure[] = [];
  for (const connections of connectionLevels) runs.push(await measure({ ...options, connections, seconds: duration }));
  const line = runs.map((r) => `c${r.connections}: ${Math.round(r.rps)} req/s p50 ${r.p50} ms p99 ${r.p99} ms${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ""}`).join(" | ");
  console.log(`  ${dataset.padEnd(9)} ${name.padEnd(22)} ${line}`);
  return { name, dataset, runs };
}

function startReference(kind: "bare" | "trpc", port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts", "perf", "reference-server.ts"), kind, String(port)], { cwd: root, stdio: "ignore" });
  return (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        return child;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    child.kill("SIGKILL");
    throw new Error(`la referencia ${kind} no arrancó`);
  })();
}

function multipart(fields: Record<string, string>, fileField: string, fileName: string, bytes: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----tribubench${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`));
  parts.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Receipt slots: one per bench parent and offered month, never used twice in a run. */
function receiptSlots(tokens: string[]) {
  const years = offeredYears();
  let next = 0;
  return {
    remaining: () => tokens.length * years.length * 12 - next,
    take: () => {
      const n = next++;
      const token = tokens[Math.floor(n / (years.length * 12))];
      if (!token) return undefined;
      const month = String((n % 12) + 1).padStart(2, "0");
      const year = String(years[Math.floor((n % (years.length * 12)) / 12)]);
      return { token, month, year };
    },
  };
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Demo school from DEMO_MODE plus modules up to `modules`; with `scale`, the big school. */
function seed(dataDir: string, options: { modules: number; scale: boolean }): Record<string, number> {
  const db = new SQLite(join(dataDir, "tribu.sqlite"));
  db.pragma("journal_mode = WAL");
  const now = new Date().toISOString();
  const counts: Record<string, number> = {};
  try {
    db.transaction(() => {
      const admin = db.prepare("select password_hash as hash from users where email = 'admin@demo.tribu'").get() as { hash: string };
      const teacherId = (db.prepare("select id from users where email = 'profesora@demo.tribu'").get() as { id: number }).id;
      const insertUser = db.prepare(
        "insert into users (email, password_hash, first_name, last_name, role, status, tribe, created_at, updated_at) values (?, ?, ?, ?, ?, 'active', ?, ?, ?)",
      );
      const addUser = (email: string, first: string, last: string, role: string, tribe: string | null) =>
        Number(insertUser.run(email, admin.hash, first, last, role, tribe, now, now).lastInsertRowid);
      for (let i = 0; i < benchParents; i++) addUser(benchParentEmail(i), "Familia", `Banco ${i}`, "parent", null);
      const insertModule = db.prepare(
        "insert into modules (title, description, tribe, instructions, created_by_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)",
      );
      const tribes = ["Tribu 1", "Tribu 2", "Tribu 3", "Tribu 4", "Tribu 5"];
      const teachers = [teacherId];
      const students: number[] = [];
      if (options.scale) {
        const existing = (db.prepare("select count(*) as n from users").get() as { n: number }).n;
        const toAdd = 5000 - existing;
        const teacherCount = 150;
        const parentCount = 1100;
        for (let i = 0; i < toAdd; i++) {
          if (i < teacherCount) teachers.push(addUser(`docente${i}@escala.test`, "Docente", `Escala ${i}`, "teacher", null));
          else if (i < teacherCount + parentCount) {
            const parent = addUser(`familia${i}@escala.test`, "Familia", `Escala ${i}`, "parent", null);
            students.push(-parent); // marker: link children below
          } else students.push(addUser(`alumno${i}@escala.test`, "Alumno", `Escala ${i}`, "student", tribes[i % tribes.length] as string));
        }
      }
      const moduleIds = (db.prepare("select id from modules").all() as { id: number }[]).map((r) => r.id);
      const existingModules = moduleIds.length;
      const totalModules = options.scale ? 500 : options.modules;
      for (let i = existingModules; i < totalModules; i++) {
        // The demo teacher owns one module in twenty at scale (all of them in the demo school).
        const owner = options.scale && i % 20 !== 0 ? (teachers[1 + (i % (teachers.length - 1))] as number) : teacherId;
        const info = insertModule.run(
          `Módulo ${i + 1}`,
          `Descripción del módulo ${i + 1}: actividades cortas con apoyo visual.`,
          tribes[i % tribes.length],
          "Lee, practica y entrega tu trabajo.",
          owner,
          now,
          now,
        );
        moduleIds.push(Number(info.lastInsertRowid));
      }
      // A full first page of the review lists in both schools (the demo teacher's own works may not
      // fill it), so the scale comparison sets 20 rows against 20 rows and measures the school's size, not the page's.
      const teacherModules = (db.prepare("select id from modules where created_by_id = ? order by id").all(teacherId) as { id: number }[]).map((r) => r.id);
      const handIn = db.prepare(
        "insert into work_submissions (module_id, student_id, status, work_description, teacher_feedback, grade, submitted_at, reviewed_at, reviewed_by_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      );
      for (let i = 0; i < benchWorks; i++) {
        const student = addUser(`alumno.banco${i}@bench.test`, "Alumno", `Banco ${i}`, "student", tribes[i % tribes.length] as string);
        const reviewed = i % 2 === 1;
        handIn.run(teacherModules[i % teacherModules.length], student, reviewed ? "REVIEWED" : "SUBMITTED", `Entrega de banco ${i}`, reviewed ? "Bien." : null, reviewed ? 7 : null, now, reviewed ? now : null, reviewed ? teacherId : null);
      }
      if (options.scale) {
        const parents = students.filter((id) => id < 0).map((id) => -id);
        const kids = students.filter((id) => id > 0);
        const link = db.prepare("insert into parent_children (parent_id, student_id, created_at) values (?, ?, ?)");
        kids.forEach((kid, i) => {
          link.run(parents[i % parents.length], kid, now);
        });
        const assign = db.prepare("insert into user_modules (user_id, module_id, progress, status, assigned_at) values (?, ?, ?, 'active', ?)");
        const submit = db.prepare(
          "insert into work_submissions (module_id, student_id, status, work_description, teacher_feedback, grade, submitted_at, reviewed_at, reviewed_by_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        );
        const statuses = ["SUBMITTED", "REVIEWED", "APPROVED", "NEEDS_REVISION"];
        let submissions = 0;
        for (let k = 0; k < kids.length && submissions < 20000; k++) {
          for (let j = 0; j < 6 && submissions < 20000; j++) {
            const moduleId = moduleIds[(k * 7 + j * 53) % moduleIds.length] as number;
            if (j < 5) assign.run(kids[k], moduleId, (j * 20) % 100, now);
            const status = statuses[(k + j) % 4] as string;
            const reviewed = status !== "SUBMITTED";
            const info = submit.run(
              moduleId,
              kids[k],
              status,
              `Entrega ${submissions + 1}`,
              reviewed ? "Buen trabajo." : null,
              reviewed ? 8 : null,
              now,
              reviewed ? now : null,
              reviewed ? teacherId : null,
            );
            if (info.changes) submissions++;
          }
        }
        counts.submissions = (db.prepare("select count(*) as n from work_submissions").get() as { n: number }).n;
      }
    })();
    counts.users = (db.prepare("select count(*) as n from users").get() as { n: number }).n;
    counts.modules = (db.prepare("select count(*) as n from modules").get() as { n: number }).n;
    counts.submissions = (db.prepare("select count(*) as n from work_submissions").get() as { n: number }).n;
    counts.teacherSubmissions = (
      db
        .prepare("select count(*) as n from work_submissions s join modules m on m.id = s.module_id join users u on u.id = m.created_by_id where u.email = 'profesora@demo.tribu'")
        .get() as { n: number }
    ).n;
  } finally {
    db.close();
  }
  return counts;
}

const uncachedSuffix = " (cache off)";

async function demoTokens(base: string) {
  const [admin, teacher, student, parent] = await Promise.all(
    ["admin@demo.tribu", "profesora@demo.tribu", "estudiante@demo.tribu", "familia@demo.tribu"].map((email) => login(base, email, demoPassword)),
  );
  return { admin: admin as string, teacher: teacher as string, student: student as string, parent: parent as string };
}

/** The reads of the issue, and the smallest authenticated read as their ceiling; `suffix` labels a second pass. */
async function readCases(
  dataset: CaseResult["dataset"],
  base: string,
  tokens: { admin: string; teacher: string; student: string; parent: string },
  modules: number | undefined,
  suffix: string,
): Promise<CaseResult[]> {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const reads: [string, string, string][] = [
    // The smallest authenticated read (sign-in check plus one short list): the ceiling of any read.
    ["smallest authenticated read", "/api/materias", tokens.admin],
    [`module list (page 1, ${modules} modules)`, "/api/modules", tokens.admin],
    ["student dashboard", "/api/dashboard/student", tokens.student],
    ["teacher dashboard", "/api/dashboard/teacher", tokens.teacher],
    ["parent dashboard", "/api/dashboard/parent", tokens.parent],
    ["admin dashboard", "/api/dashboard/admin", tokens.admin],
    ["work review list", "/api/student-work-submissions", tokens.teacher],
    ["work review list (admin)", "/api/student-work-submissions", tokens.admin],
  ];
  const cases: CaseResult[] = [];
  for (const [name, path, token] of reads) cases.push(await runCase(`${name}${suffix}`, dataset, { url: `${base}${path}`, headers: auth(token) }));
  return cases;
}

async function benchSchool(dataset: "demo" | "scale"): Promise<{ cases: CaseResult[]; counts: Record<string, number>; upload: { peakGrowthMb: number; statuses: number[] } }> {
  const dataDir = mkdtempSync(join(tmpdir(), `tribu-bench-${dataset}-`));
  const port = await freePort();
  let server: TribuServer | undefined;
  try {
    // First start: migrations and the demo school; then our rows straight into the file.
    server = await startServer({ dataDir, port, env: { DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0" }, runner: "bundle" });
    await stopServer(server);
    const seededAt = performance.now();
    const counts = seed(dataDir, { modules: 200, scale: dataset === "scale" });
    console.log(`\n${dataset} school: ${JSON.stringify(counts)} (seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s)`);
    server = await startServer({ dataDir, port, env: { DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0" }, runner: "bundle" });
    const base = server.base;
    const tokens = await demoTokens(base);
    const parents: string[] = [];
    for (let i = 0; i < benchParents; i++) parents.push(await login(base, benchParentEmail(i), demoPassword));
    const auth = (token: string | undefined) => ({ authorization: `Bearer ${token}` });
    const cases: CaseResult[] = [];
    cases.push(
      await runCase("login", dataset, {
        url: `${base}/api/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "estudiante@demo.tribu", password: demoPassword }),
      }),
    );
    cases.push(...(await readCases(dataset, base, tokens, counts.modules, "")));
    // Receipt upload: a 64 KiB PDF, each request a new parent/month (a repeat would be refused early).
    const slots = receiptSlots(parents);
    const receipt = pdfBytes(64 * 1024, "recibo");
    const nextUpload = () => {
      const slot = slots.take();
      if (!slot) return undefined;
      const form = multipart({ month: slot.month, year: slot.year }, "file", "recibo.pdf", receipt);
      return { method: "POST", path: "/api/payments", headers: { ...auth(slot.token), "content-type": form.contentType }, body: form.body };
    };
    // Leave ten slots for the memory check below.
    cases.push(
      await runCase("receipt upload (64 KiB)", dataset, { url: `${base}/api/payments`, method: "POST", nextRequest: nextUpload, amount: Math.floor((slots.remaining() - 10) / 3) }),
    );
    // Memory: ten concurrent 10 MB uploads must be streamed to disk, not held in memory.
    const big = pdfBytes(10 * 1000 * 1000, "grande");
    const pid = server.child.pid as number;
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 10);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const slot = slots.take();
        if (!slot) return 0;
        const form = multipart({ month: slot.month, year: slot.year }, "file", "grande.pdf", big);
        const res = await fetch(`${base}/api/payments`, { method: "POST", headers: { ...auth(slot.token), "content-type": form.contentType }, body: new Uint8Array(form.body) });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    const peakGrowthMb = (peak - before) / (1024 * 1024);
    console.log(`  ${dataset.padEnd(9)} 10 x 10 MB uploads: statuses ${[...new Set(statuses)].join(",")}, RSS ${Math.round(before / 1048576)} MB -> peak ${Math.round(peak / 1048576)} MB (+${peakGrowthMb.toFixed(1)} MB)`);
    // The same reads with the read cache off: every request computes its answer, as the first read
    // after a change does.
    await stopServer(server);
    server = await startServer({ dataDir, port, env: { DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0", READ_CACHE: "off" }, runner: "bundle" });
    cases.push(...(await readCases(dataset, server.base, await demoTokens(server.base), counts.modules, uncachedSuffix)));
    return { cases, counts, upload: { peakGrowthMb, statuses } };
  } finally {
    if (server) await stopServer(server);
    if (keep) console.log(`  ${dataset.padEnd(9)} data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);

async function main() {
  console.log(`Tribu bench: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}, ${duration} s per case and level`);
  const references: CaseResult[] = [];
  for (const kind of ["bare", "trpc"] as const) {
    const port = await freePort();
    const child = await startReference(kind, port);
    try {
      references.push(await runCase(kind === "bare" ? "bare Fastify JSON" : "tRPC hello", "reference", { url: `http://127.0.0.1:${port}${kind === "bare" ? "/hello" : "/trpc/hello"}` }));
    } finally {
      child.kill("SIGTERM");
    }
  }
  const demo = await benchSchool("demo");
  const big = scale ? await benchSchool("scale") : undefined;
  const bare = references[0] as CaseResult;
  const trpc = references[1] as CaseResult;
  const at = (c: CaseResult, connections: number) => c.runs.find((r) => r.connections === connections) as Measure;
  const all = [...references, ...demo.cases, ...(big?.cases ?? [])];

  const rows = all.map((c) => ({
    dataset: c.dataset,
    name: c.name,
    levels: connectionLevels.map((level) => {
      const m = at(c, level);
      const b = at(bare, level);
      return { ...m, rpsRatio: m.rps / b.rps, p50Ratio: b.p50 > 0 ? m.p50 / b.p50 : null, p99Ratio: b.p99 > 0 ? m.p99 / b.p99 : null, vsTrpc: m.rps / at(trpc, level).rps };
    }),
  }));
  console.log(`\n${"dataset".padEnd(9)} ${"call".padEnd(24)} ${connectionLevels.map((l) => `c${l}: req/s  x bare  x tRPC  p50 ms  p99 ms`.padEnd(46)).join(" ")}`);
  for (const row of rows) {
    console.log(
      `${row.dataset.padEnd(9)} ${row.name.padEnd(24)} ${row.levels
        .map((l) => `${String(Math.round(l.rps)).padStart(10)}  ${fmt(l.rpsRatio).padStart(6)}  ${fmt(l.vsTrpc).padStart(6)}  ${String(l.p50).padStart(6)}  ${String(l.p99).padStart(6)}`.padEnd(46))
        .join(" ")}`,
    );
  }

  // Goals of issue 10, for the server as it ships (read cache on); the same reads with the cache off
  // are reported beside them, for the first read after a change.
  // The issue's reads; "smallest authenticated read" is a reference, not one of them.
  const readNames = ["module list", "student dashboard", "teacher dashboard", "parent dashboard", "admin dashboard", "work review list"];
  const readRatiosOf = (cases: CaseResult[], uncached: boolean) =>
    cases
      .filter((c) => readNames.some((n) => c.name.startsWith(n)) && c.name.endsWith(uncachedSuffix) === uncached)
      .map((c) => ({ name: c.name, bare: at(c, 100).rps / at(bare, 100).rps, trpc: at(c, 100).rps / at(trpc, 100).rps, p99: at(c, 100).p99 }));
  const typicalOf = (ratios: ReturnType<typeof readRatiosOf>) => [...ratios].sort((x, y) => x.bare - y.bare)[Math.floor(ratios.length / 2)] as (typeof ratios)[number];
  const readRatios = readRatiosOf(demo.cases, false);
  const typical = typicalOf(readRatios);
  const goals: { goal: string; value: string; pass: boolean }[] = [
    { goal: "typical authenticated read >= 0.10 of bare (c100, median of reads)", value: `${typical.name}: ${fmt(typical.bare)}`, pass: typical.bare >= 0.1 },
    { goal: "typical authenticated read >= 0.65 of tRPC hello (c100)", value: `${typical.name}: ${fmt(typical.trpc)}`, pass: typical.trpc >= 0.65 },
    ...readRatios.map((r) => ({ goal: `p99 < 100 ms at c100: ${r.name}`, value: `${r.p99} ms (x bare ${fmt(r.bare)}, x tRPC ${fmt(r.trpc)})`, pass: r.p99 < 100 })),
    { goal: "10 concurrent 10 MB uploads grow RSS < 60 MB", value: `+${fmt(demo.upload.peakGrowthMb, 1)} MB`, pass: demo.upload.peakGrowthMb < 60 && demo.upload.statuses.every((s) => s === 201) },
  ];
  const uncachedRatios = readRatiosOf(demo.cases, true);
  const uncachedTypical = typicalOf(uncachedRatios);
  const withCacheOff = [
    `typical read: ${uncachedTypical.name}: ${fmt(uncachedTypical.bare)} of bare, ${fmt(uncachedTypical.trpc)} of tRPC hello`,
    ...uncachedRatios.map((r) => `p99 at c100: ${r.name}: ${r.p99} ms`),
  ];
  const scaleRows: { name: string; demoRps: number; scaleRps: number; slowdown: number; demoP99: number; scaleP99: number }[] = [];
  if (big) {
    for (const c of big.cases) {
      const d = demo.cases.find((demoCase) => demoCase.name.replace(/\(page 1, \d+ modules\)/, "") === c.name.replace(/\(page 1, \d+ modules\)/, "")) as CaseResult;
      const slowdown = at(d, 10).rps / at(c, 10).rps;
      scaleRows.push({ name: c.name, demoRps: at(d, 10).rps, scaleRps: at(c, 10).rps, slowdown, demoP99: at(d, 100).p99, scaleP99: at(c, 100).p99 });
      goals.push({ goal: `scale: ${c.name} no more than 2x slower than ${d.name} (c10 req/s)`, value: `${fmt(slowdown)}x`, pass: slowdown <= 2 });
    }
    goals.push({ goal: "scale: 10 concurrent 10 MB uploads grow RSS < 60 MB", value: `+${fmt(big.upload.peakGrowthMb, 1)} MB`, pass: big.upload.peakGrowthMb < 60 });
  }
  console.log("\nGoals:");
  for (const g of goals) console.log(`  ${g.pass ? "PASS" : "FAIL"}  ${g.goal}: ${g.value}`);
  console.log("\nThe same reads with READ_CACHE=off (every read computed, as the first one after a change):");
  for (const line of withCacheOff) console.log(`  ${line}`);
  console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(1)).join(" ")} on ${cpus().length} cores (other work on the machine lowers every figure; the ratios are what to compare).`);

  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { cores: cpus().length, model: cpus()[0]?.model, loadAverageAtEnd: loadavg(), node: process.version },
        secondsPerRun: duration,
        datasets: { demo: demo.counts, scale: big?.counts },
        results: rows,
        upload: { demo: demo.upload, scale: big?.upload },
        scale: scaleRows,
        goals,
        withCacheOff,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written to ${outFile}`);
}

await main();
