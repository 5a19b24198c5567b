/**
 * Helpers shared by scripts/durability.ts and scripts/bench.ts: start the real server
 * (`server/main.ts` through tsx) as a child process on its own data folder, wait until it answers,
 * sign in, and send multipart uploads with fetch.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, renameSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "esbuild";
import { migrationNames } from "../../migrations/index.js";

export const root = resolve(import.meta.dirname, "..", "..");

export interface TribuServer {
  child: ChildProcess;
  port: number;
  base: string;
  /** What the process wrote to stderr (kept short), to explain a failed start. */
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let bundlePromise: Promise<string> | undefined;

/**
 * migrations/index.ts reads its folder at run time, which a bundle cannot do: inside the bundle it
 * becomes a module that imports every migration found now, with the same two functions.
 */
const migrationsListed: Plugin = {
  name: "migrations-listed",
  setup(build) {
    build.onLoad({ filter: /[\\/]migrations[\\/]index\.ts$/ }, (args) => {
      const names = migrationNames();
      const imports = names.map((name, i) => `import * as m${i} from "./${name}.ts";`).join("\n");
      const entries = names.map((name, i) => `${JSON.stringify(name)}: m${i}`).join(", ");
      return {
        loader: "ts",
        resolveDir: dirname(args.path),
        contents: `${imports}\nexport function migrationNames() { return ${JSON.stringify(names)}; }\nexport async function loadMigrations() { return { ${entries} }; }\n`,
      };
    });
  },
};

/**
 * server/main.ts and our own sources bundled into one ES module (packages stay external), built
 * once per process. Starting it takes about a quarter of the time tsx needs to transpile every file
 * at start (3 s against 12 s on a loaded 2-core machine), which keeps the durability test, with
 * its seven starts, under a minute. Same code, same packages; only the TypeScript is stripped ahead.
 * It lives under node_modules/.cache so packages resolve as from the project root.
 */
export function serverBundle(): Promise<string> {
  bundlePromise ??= (async () => {
    const { build } = await import("esbuild");
    // Built under a name of its own, then renamed over the shared one: a run started meanwhile
    // never loads a half-written file, and one file stays behind whatever way the process ends.
    const outfile = resolve(root, "node_modules", ".cache", "tribu-perf", "server.mjs");
    const building = `${outfile}.${process.pid}.tmp.mjs`;
    await build({
      entryPoints: [resolve(root, "server", "main.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      outfile: building,
      logLevel: "warning",
      plugins: [migrationsListed],
    });
    renameSync(building, outfile);
    // Files the server reads beside its own module (new URL(..., import.meta.url)) go beside the bundle.
    copyFileSync(resolve(root, "common", "auth", "common-passwords.txt"), resolve(outfile, "..", "common-passwords.txt"));
    return outfile;
  })();
  return bundlePromise;
}

export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** "tsx" runs server/main.ts as `npm run dev` does; "bundle" runs serverBundle(). */
  runner?: "tsx" | "bundle";
}): Promise<TribuServer> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "warn",
    ...options.env,
  };
  // SQLite in the data folder, whatever the caller's shell says.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  // `node --import tsx` rather than the tsx command: one process, so SIGKILL hits the server itself
  // (the tsx command runs the program in a second process that would outlive a SIGKILL).
  const args = options.runner === "bundle" ? [await serverBundle()] : ["--import", "tsx", resolve(root, "server", "main.ts")];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once("exit", (code, signal) => done({ code, signal }));
  });
  const base = `http://127.0.0.1:${options.port}`;
  const server: TribuServer = { child, port: options.port, base, stderr: () => stderr, exited };
  const deadline = Date.now() + 60_000;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`El servidor terminó al arrancar: ${stderr}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`El servidor no respondió en 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function stopServer(server: TribuServer, signal: NodeJS.Signals = "SIGTERM"): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** A small valid PDF (the upload checks magic bytes), padded to `size` bytes. */
export function pdfBytes(size = 2048, label = "Tribu"): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${label}\n`, "latin1");
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

export function uploadForm(fields: Record<string, string>, fileField: string, fileName: string, bytes: Buffer): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(fileField, new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), fileName);
  return form;
}
