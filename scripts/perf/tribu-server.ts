/**
 * Helpers shared by scripts/durability.ts and scripts/bench.ts: start the real server as a child
 * process on its own data folder (the built server, as `npm start` runs it, or server/main.ts
 * through tsx), wait until it answers, sign in, and send multipart uploads with fetch.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildServer, serverEntry } from "../build-server.js";
import { serverIsStale } from "../start.mjs";

export const root = resolve(import.meta.dirname, "..", "..");

export interface TribuServer {
  child: ChildProcess;
  port: number;
  base: string;
  /** What the process wrote to stderr (kept short), to explain a failed start. */
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let built: Promise<string> | undefined;

/**
 * The built server's entry (dist/server/main.mjs, what `npm start` runs), built first when it is
 * missing or older than its sources; once per process. Starting it takes about a quarter of the time
 * tsx needs to transpile every file at start, which keeps the durability test, with its seven
 * starts, under a minute.
 */
export function serverBundle(): Promise<string> {
  built ??= serverIsStale() ? buildServer() : Promise.resolve(serverEntry);
  return built;
}

/**
 * `npm start` as package.json says it, split into node's flags and the script: "node --flag
 * scripts/start.mjs" gives { nodeFlags: ["--flag"], script: "<root>/scripts/start.mjs" }.
 */
export function startCommand(): { nodeFlags: string[]; script: string } {
  const scripts = (JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const words = (scripts.start ?? "").trim().split(/\s+/);
  const scriptAt = words.findIndex((word, i) => i > 0 && !word.startsWith("-"));
  if (words[0] !== "node" || scriptAt < 0) throw new Error(`npm start no ejecuta node sobre un script: "${scripts.start}"`);
  return { nodeFlags: words.slice(1, scriptAt), script: resolve(root, words[scriptAt] as string) };
}

export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /**
   * "tsx" (the default) runs server/main.ts as `npm run dev` does; "bundle" runs the built server
   * with npm start's node flags and source maps, as `npm start` does, without its check of the web client.
   */
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
  const args =
    options.runner === "bundle" ? [...startCommand().nodeFlags, "--enable-source-maps", await serverBundle()] : ["--import", "tsx", resolve(root, "server", "main.ts")];
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
