/**
 * `tsx scripts/perf/cpu-per-request.ts --data <school folder> [--cache on|off] [--seconds N] [--connections N] [--accept-encoding br] [case ...]`
 *
 * The server's own CPU time per answered request, for the bench's reads (issue 24). Throughput
 * falls with whatever else the machine runs; the CPU the server process spent per answer
 * (/proc/<pid>/stat, user + system) moves much less, so two checkouts measured one after the other
 * on a busy machine can still be compared. Run it from each checkout, alternating. The school
 * folder is one kept by `npm run bench -- --keep` (copied, never changed).
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { demoPassword } from "../../server/ops/demo-school.js";
import { freePort } from "../durability.js";
import { cpuMicros, trpcGet } from "./browser-reads.js";
import { login, serverBundle } from "./tribu-server.js";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : fallback;
};
const reads: Record<string, { path: string; email: string }> = {
  modules: { path: "/api/modules", email: "admin@demo.tribu" },
  student: { path: "/api/dashboard/student", email: "estudiante@demo.tribu" },
  teacher: { path: "/api/dashboard/teacher", email: "profesora@demo.tribu" },
  parent: { path: "/api/dashboard/parent", email: "familia@demo.tribu" },
  admin: { path: "/api/dashboard/admin", email: "admin@demo.tribu" },
  review: { path: "/api/student-work-submissions", email: "profesora@demo.tribu" },
  smallest: { path: "/api/materias", email: "admin@demo.tribu" },
  // The same reads as the browser asks for them: one tRPC call in a batch of one (httpBatchLink).
  "modules-trpc": { path: trpcGet("modules.list", { page: 1, pageSize: 50 }), email: "admin@demo.tribu" },
  "student-trpc": { path: trpcGet("dashboards.student"), email: "estudiante@demo.tribu" },
  "teacher-trpc": { path: trpcGet("dashboards.teacher"), email: "profesora@demo.tribu" },
  "parent-trpc": { path: trpcGet("dashboards.parent"), email: "familia@demo.tribu" },
  "admin-trpc": { path: trpcGet("dashboards.admin"), email: "admin@demo.tribu" },
};
const optionNames = new Set(["--data", "--cache", "--seconds", "--connections", "--accept-encoding"]);
const chosen = args.filter((arg, i) => !arg.startsWith("--") && !optionNames.has(args[i - 1] ?? ""));
const names = chosen.length > 0 ? chosen : Object.keys(reads);
const source = option("--data", "");
if (!source) throw new Error("falta --data <carpeta de un colegio guardado con npm run bench -- --keep>");


const dataDir = mkdtempSync(join(tmpdir(), "tribu-cpu-"));
cpSync(source, dataDir, { recursive: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0", READ_CACHE: option("--cache", "off"), LOG_LEVEL: "warn", DATABASE_URL: "" };
const server = spawn(process.execPath, [await serverBundle()], { env, stdio: ["ignore", "ignore", "inherit"] });
try {
  for (let i = 0; !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); i++) {
    if (i > 1200) throw new Error("el servidor no arrancó");
    await new Promise((r) => setTimeout(r, 50));
  }
  const pid = server.pid as number;
  for (const name of names) {
    const read = reads[name];
    if (!read) throw new Error(`lectura desconocida: ${name}; elige entre ${Object.keys(reads).join(", ")}`);
    // A browser asks for compressed answers (Accept-Encoding: br, gzip); autocannon by itself does not.
    const encoding = option("--accept-encoding", "");
    const headers: Record<string, string> = { authorization: `Bearer ${await login(base, read.email, demoPassword)}`, ...(encoding ? { "accept-encoding": encoding } : {}) };
    await autocannon({ url: `${base}${read.path}`, connections: 10, duration: 1, headers });
    const before = cpuMicros(pid);
    const result = await autocannon({ url: `${base}${read.path}`, connections: Number(option("--connections", "50")), duration: Number(option("--seconds", "5")), headers });
    const spent = cpuMicros(pid) - before;
    const answered = result.requests.total;
    console.log(
      `${name.padEnd(9)} ${Math.round(spent / answered).toString().padStart(6)} µs CPU per request  (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, load ${readFileSync("/proc/loadavg", "utf8").split(" ")[0]})`,
    );
  }
} finally {
  server.kill("SIGINT");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
