/**
 * `npm start` (and `npm run demo`): builds the web client when it is missing or older than its
 * sources, then starts the server. No other step is needed on a fresh clone.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const builtIndex = join(root, "dist", "client", "index.html");

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function clientIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const sources = [join(root, "web"), join(root, "vite.config.ts"), join(root, "package-lock.json")].filter(existsSync);
  const newestSource = Math.max(...sources.map(newestMtime));
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (clientIsStale()) {
  console.log("Preparando la aplicación web (solo la primera vez o tras una actualización)...");
  const build = spawnSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv.includes("--demo")) {
  process.env.DEMO_MODE = "1";
  // The demo school lives apart from a real school's data.
  process.env.DATA_DIR ??= join(root, "data", "demo");
}

await import("../server/main.js");
