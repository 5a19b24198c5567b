/**
 * `npm start` (and `npm run demo`): plain node, no transpiler at run time. Builds the web client
 * (vite) and the server (scripts/build-server.ts, into dist/server/) when either is missing or
 * older than its sources, so a fresh clone needs no step but `npm install && npm start`; then runs
 * the built server, dist/server/main.mjs, in this same process.
 *
 * Plain JavaScript because it runs before anything is built.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");
const clientIndex = join(root, "dist", "client", "index.html");
/** What `npm start` runs: the server as scripts/build-server.ts builds it. */
export const serverEntry = join(root, "dist", "server", "main.mjs");
/** Written by the server build: when it started and which sources it read. */
const serverManifest = join(root, "dist", "server", "build.json");
const clientSources = ["web", "common", "vite.config.ts", "package-lock.json"];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const newestOf = (sources) => Math.max(0, ...sources.map((source) => join(root, source)).filter(existsSync).map(newestMtime));

export function clientIsStale() {
  return !existsSync(clientIndex) || newestOf(clientSources) > statSync(clientIndex).mtimeMs;
}

export function serverIsStale() {
  if (!existsSync(serverEntry) || !existsSync(serverManifest)) return true;
  try {
    const manifest = JSON.parse(readFileSync(serverManifest, "utf8"));
    return newestOf(manifest.sources) > manifest.startedAt;
  } catch {
    return true;
  }
}

function run(args) {
  // A child of its own without this process's node flags (those are for the server).
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const client = clientIsStale();
  const server = serverIsStale();
  if (client || server) console.log("Preparando la aplicación (solo la primera vez o tras una actualización)...");
  if (client) run([join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"]);
  if (server) run(["--import", "tsx", join(root, "scripts", "build-server.ts")]);

  if (process.argv.includes("--demo")) {
    process.env.DEMO_MODE = "1";
    // The demo school lives apart from a real school's data.
    process.env.DATA_DIR ??= join(root, "data", "demo");
  }
  // Stack traces name the TypeScript file and line (dist/server/*.map).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(serverEntry).href);
}
