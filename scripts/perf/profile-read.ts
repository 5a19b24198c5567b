/**
 * `tsx scripts/perf/profile-read.ts <case> [--cache on|off] [--seconds N] [--connections N]`: one read of
 * the bench under load on the bundled server started with `--cpu-prof`, then the functions that took
 * the most CPU time (self time, and the files they live in). For finding where an uncached read spends
 * its time before changing anything (issue 24); the profile itself is left in the temp folder.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { demoPassword } from "../../server/ops/demo-school.js";
import { freePort } from "../durability.js";
import { login, serverBundle } from "./tribu-server.js";
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : fallback;
};
/** Each read by the REST path the bench measures (default) and by its tRPC procedure (`--api trpc`). */
const cases: Record<string, { rest: string; trpc: string; email: string }> = {
  modules: { rest: "/api/modules", trpc: "/trpc/modules.list?batch=1&input=%7B%220%22%3A%7B%7D%7D", email: "admin@demo.tribu" },
  student: { rest: "/api/dashboard/student", trpc: "/trpc/dashboards.student?batch=1&input=%7B%7D", email: "estudiante@demo.tribu" },
  teacher: { rest: "/api/dashboard/teacher", trpc: "/trpc/dashboards.teacher?batch=1&input=%7B%7D", email: "profesora@demo.tribu" },
  parent: { rest: "/api/dashboard/parent", trpc: "/trpc/dashboards.parent?batch=1&input=%7B%7D", email: "familia@demo.tribu" },
  admin: { rest: "/api/dashboard/admin", trpc: "/trpc/dashboards.admin?batch=1&input=%7B%7D", email: "admin@demo.tribu" },
  review: { rest: "/api/student-work-submissions", trpc: "/trpc/studentWork.list?batch=1&input=%7B%220%22%3A%7B%7D%7D", email: "profesora@demo.tribu" },
  smallest: { rest: "/api/materias", trpc: "/trpc/materias.list?batch=1&input=%7B%7D", email: "admin@demo.tribu" },
};
const name = args[0] ?? "modules";
const chosen = cases[name];
if (!chosen) throw new Error(`caso desconocido: ${name}; elige uno de ${Object.keys(cases).join(", ")}`);

const dataDir = mkdtempSync(join(tmpdir(), "tribu-prof-"));
// --data <folder>: a copy of a school kept by `npm run bench -- --keep` (its 200 modules, 40 hand-ins).
const from = option("--data", "");
if (from) cpSync(from, dataDir, { recursive: true });
const profDir = mkdtempSync(join(tmpdir(), "tribu-cpuprof-"));
const port = await freePort();
const bundle = await serverBundle();
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0", READ_CACHE: option("--cache", "off"), LOG_LEVEL: "warn", DATABASE_URL: "" };
const base = `http://127.0.0.1:${port}`;

/** The server on the data folder; the first start seeds the demo school, so only the second is profiled. */
async function start(profiled: boolean) {
  const server = spawn(process.execPath, [...(profiled ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : []), bundle], { env, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return server;
    if (i > 1200) throw new Error("el servidor no arrancó");
    await new Promise((r) => setTimeout(r, 50));
  }
}
const stop = async (server: ReturnType<typeof spawn>) => {
  server.kill("SIGINT");
  await new Promise((r) => server.once("exit", r));
};
await stop(await start(false));
const child = await start(true);
const token = await login(base, chosen.email, demoPassword);
const result = await autocannon({
  url: `${base}${option("--api", "rest") === "trpc" ? chosen.trpc : chosen.rest}`,
  connections: Number(option("--connections", "50")),
  duration: Number(option("--seconds", "8")),
  // --accept-encoding "gzip, deflate, br, zstd": as a browser asks (autocannon by itself asks for nothing).
  headers: { authorization: `Bearer ${token}`, ...(option("--accept-encoding", "") ? { "accept-encoding": option("--accept-encoding", "") } : {}) },
});
console.log(`${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
await stop(child);

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
if (!file) throw new Error("no se escribió el perfil");
const profile = JSON.parse(readFileSync(join(profDir, file), "utf8")) as { nodes: Node[]; samples: number[] };
const total = profile.samples.length;
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  const where = node.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/tribu-perf\//, "[bundle]/");
  const key = `${node.callFrame.functionName || "(anónima)"} ${where}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  const pkg = where.startsWith("[bundle]") ? "[tribu]" : where.split("/").slice(0, where.startsWith("@") ? 2 : 1).join("/") || node.callFrame.functionName;
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + hits);
}
// Total time: each sample counts once for every function on its stack (a recursive one once).
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const keyOf = (node: Node) => `${node.callFrame.functionName || "(anónima)"} ${node.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/tribu-perf\//, "[bundle]/")}:${node.callFrame.lineNumber + 1}`;
const inclusive = new Map<string, number>();
for (const sample of profile.samples) {
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const node = nodeById.get(id);
    if (node) seen.add(keyOf(node));
  }
  for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
}
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`).join("\n");
console.log(`\nself time by package (${total} samples):\n${top(byFile, 15)}\n\nself time by function:\n${top(byFunction, 30)}\n\ntotal time by function:\n${top(inclusive, Number(option("--total", "40")))}\n\nprofile: ${join(profDir, file)}`);
