import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, packageName, packagesLoadedAtStart, serverEntry } from "../../scripts/build-server.js";
import { freePort } from "../../scripts/durability.js";
import { root, startCommand } from "../../scripts/perf/tribu-server.js";
import { serverEntry as startedEntry } from "../../scripts/start.mjs";
import { createEmptyPostgresDatabase, testDbKind } from "../setup/test-platform.js";

/**
 * Issue 38, a small machine: `npm start` runs the built server (dist/server, no transpiler), and a
 * school that configured no integration never loads the vendors' SDKs nor the packages of features
 * nobody has used yet; they load on first use. Guards the behaviour, not a figure of memory or time.
 */
const loadedOnFirstUse = [
  "@googleapis/classroom",
  "@googleapis/sheets",
  "googleapis-common",
  "google-auth-library",
  "@notionhq/client",
  "nodemailer",
  "@react-pdf/renderer",
  "fontkit",
  "qrcode",
  "csv-parse",
  "read-excel-file",
  "write-excel-file",
  "fflate",
  "tar",
  "sharp",
  "@node-rs/argon2",
  "ioredis",
];

/** Started with --import: on SIGUSR2, writes every module the process has loaded (ESM and CommonJS) to $LOADED_MODULES_FILE. */
const recorder = `
import Module, { register } from "node:module";
import { writeFileSync } from "node:fs";
import { MessageChannel } from "node:worker_threads";
const { port1, port2 } = new MessageChannel();
const loaded = new Set();
port1.on("message", (url) => loaded.add(url));
port1.unref();
register("data:text/javascript," + encodeURIComponent(\`
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) { const found = await next(specifier, context); port.postMessage(found.url); return found; }
\`), { data: { port: port2 }, transferList: [port2] });
process.on("SIGUSR2", () => {
  // Give the hooks' thread a moment to deliver what it resolved last.
  setTimeout(() => writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify([...loaded, ...Object.keys(Module._cache)])), 200);
});
`;

const onPostgres = testDbKind() === "postgres";
let work: string;
let outDir: string;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // Built as `npm run build` builds it, in a folder of the test's own inside the project (so that its
  // packages resolve from node_modules as dist/server's do); dist/server stays as it is.
  mkdirSync(join(root, "dist"), { recursive: true });
  work = mkdtempSync(join(root, "dist", ".lean-start-test-"));
  outDir = join(work, "dist", "server");
  await buildServer(outDir);
  writeFileSync(join(work, "recorder.mjs"), recorder);
}, 60_000);

afterAll(async () => {
  await dropDatabase?.();
  rmSync(work, { recursive: true, force: true });
});

/** "/x/node_modules/@scope/name/dist/y.js" or "file:///x/node_modules/name/..." → the package. */
function packageOf(moduleUrl: string): string | undefined {
  const inside = moduleUrl.split("/node_modules/").at(-1);
  return inside && inside !== moduleUrl ? packageName(inside) : undefined;
}

async function loadedAtStart(env: Record<string, string>, dataDir?: string): Promise<{ packages: Set<string>; modules: string[] }> {
  const port = await freePort();
  const listFile = join(work, `loaded-${port}.json`);
  const child: ChildProcess = spawn(process.execPath, [...startCommand().nodeFlags, "--import", join(work, "recorder.mjs"), join(outDir, "main.mjs")], {
    env: { ...process.env, DATABASE_URL: "", ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir ?? join(work, `data-${port}`), LOG_LEVEL: "warn", LOADED_MODULES_FILE: listFile },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise((done) => child.once("exit", done));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${stderr}`);
      if (await fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill("SIGUSR2");
    while (!existsSync(listFile)) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 100));
    const modules = JSON.parse(readFileSync(listFile, "utf8")) as string[];
    return { packages: new Set(modules.map(packageOf).filter((name): name is string => Boolean(name))), modules };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

describe("a lean start (issue 38)", () => {
  it("npm start runs the built server in dist/server with plain node", () => {
    const { nodeFlags, script } = startCommand();
    expect(script).toBe(join(import.meta.dirname, "..", "..", "scripts", "start.mjs"));
    expect(nodeFlags.join(" ")).not.toMatch(/tsx|loader|--import|--require/);
    expect(startedEntry).toBe(serverEntry);
    expect(serverEntry).toBe(join(import.meta.dirname, "..", "..", "dist", "server", "main.mjs"));
  });

  it("the build reaches the vendors' SDKs and the features' packages only through import() on first use", () => {
    const metafile = JSON.parse(readFileSync(join(outDir, "meta.json"), "utf8")) as Metafile;
    const atStart = packagesLoadedAtStart(metafile);
    expect(atStart).toContain("fastify");
    for (const name of loadedOnFirstUse) expect(atStart, name).not.toContain(name);
    // Each of them is still part of the server: in a chunk that a dynamic import reaches.
    const reached = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => packageName(i.path))));
    for (const name of ["@googleapis/sheets", "@googleapis/classroom", "@notionhq/client", "nodemailer", "@react-pdf/renderer", "sharp", "@node-rs/argon2", "fflate", "tar", "csv-parse", "read-excel-file"]) {
      expect(reached, name).toContain(name);
    }
  });

  it(`the started server on ${onPostgres ? "PostgreSQL" : "SQLite"} has loaded none of them, nor a driver it does not use`, async () => {
    const env: Record<string, string> = {};
    if (onPostgres) {
      const database = await createEmptyPostgresDatabase();
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    const { packages, modules } = await loadedAtStart(env);
    // What the recorder sees: the built entry and the packages it needs to answer.
    expect(modules.some((url) => url.endsWith("/dist/server/main.mjs"))).toBe(true);
    expect(packages).toContain("fastify");
    expect(packages).toContain("better-sqlite3");
    for (const name of loadedOnFirstUse) expect(packages, name).not.toContain(name);
    if (onPostgres) expect(packages).toContain("pg");
    else expect(packages).not.toContain("pg");
  }, 60_000);

  it("a demo server on a demo school already seeded loads none of them either (sharp draws only while seeding)", async () => {
    const env: Record<string, string> = { DEMO_MODE: "1" };
    if (onPostgres) {
      const database = await createEmptyPostgresDatabase();
      const dropFirst = dropDatabase;
      dropDatabase = async () => {
        await dropFirst?.();
        await database.drop();
      };
      env.DATABASE_URL = database.url;
    }
    const dataDir = join(work, "demo-school");
    await loadedAtStart(env, dataDir);
    const { packages } = await loadedAtStart(env, dataDir);
    for (const name of loadedOnFirstUse) expect(packages, name).not.toContain(name);
  }, 60_000);
});
