/**
 * The small-machine figures of issue 38, for scripts/bench.ts: how long the shipped server takes to
 * answer /api/health after `npm start`'s own command, what it holds resident once idle, and the peak
 * it reaches while a load runs. Resident memory is VmRSS of /proc/<pid>/status: what the machine
 * gives the process, heap or not. Run alone (`npx tsx scripts/perf/small-machine.ts [--demo]`) it
 * prints the medians.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
// Declared in scripts/start.d.mts.
import { clientIsStale } from "../start.mjs";
import { freePort } from "../durability.js";
import { root, serverBundle, startCommand } from "./tribu-server.js";

export type StartFigures = {
  /** Median of the starts: from spawning `npm start`'s command to the first 200 of /api/health. */
  healthyMs: number;
  /** Median of the starts: VmRSS `settleMs` after the first healthy answer, no request meanwhile. */
  idleRssMb: number;
  starts: { healthyMs: number; idleRssMb: number }[];
};

export type StartOptions = {
  /** Added to the server's environment (PORT, HOST, DATA_DIR and LOG_LEVEL are set here). */
  env?: Record<string, string>;
  /** 3 unless told. */
  starts?: number;
  /** How long the server sits idle before its memory is read; 3 s unless told. */
  settleMs?: number;
  /**
   * Start once unmeasured on a template folder first (the demo school seeds itself then), and copy
   * it into each measured start's fresh folder: the figures are those of a school already there.
   */
  seedFirst?: boolean;
};

/** The resident memory of a process, in MB (VmRSS). */
export function rssMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!line?.[1]) throw new Error(`sin VmRSS para el proceso ${pid}`);
  return Number(line[1]) / 1024;
}

/**
 * Samples a running process's resident memory every `everyMs` until stopped, for the peak during a
 * load. A process that has exited ends the sampling; what was seen until then stays.
 */
export function sampleRss(pid: number, everyMs = 100): { stop(): { peakMb: number; lastMb: number; samples: number } } {
  let peakMb = 0;
  let lastMb = 0;
  let samples = 0;
  const take = () => {
    try {
      lastMb = rssMb(pid);
    } catch {
      clearInterval(timer);
      return;
    }
    peakMb = Math.max(peakMb, lastMb);
    samples++;
  };
  const timer = setInterval(take, everyMs);
  take();
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakMb, lastMb, samples };
    },
  };
}


/** The web client and the server built now, so that no measured start spends its time building. */
async function ensureBuilt(): Promise<void> {
  if (clientIsStale()) {
    const build = spawnSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("vite build falló");
  }
  await serverBundle();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** One start of `npm start`'s command on `dataDir`: its figures, then a SIGTERM and its exit. */
async function startOnce(dataDir: string, env: Record<string, string>, settleMs: number): Promise<{ healthyMs: number; idleRssMb: number }> {
  const { nodeFlags, script } = startCommand();
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const began = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, script], { cwd: root, env: childEnv, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  try {
    let healthyMs: number | undefined;
    while (healthyMs === undefined) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`El servidor terminó al arrancar: ${stderr}`);
      if (performance.now() - began > 120_000) throw new Error(`El servidor no respondió en 120 s: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) healthyMs = performance.now() - began;
      else await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, settleMs));
    return { healthyMs, idleRssMb: rssMb(child.pid as number) };
  } finally {
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(killer);
  }
}

/** Starts the shipped server `starts` times, each on a fresh data folder, and gives the medians. */
export async function measureStart(options: StartOptions = {}): Promise<StartFigures> {
  const env = options.env ?? {};
  const settleMs = options.settleMs ?? 3000;
  await ensureBuilt();
  const work = mkdtempSync(join(tmpdir(), "tribu-small-machine-"));
  try {
    const template = join(work, "template");
    if (options.seedFirst) await startOnce(template, env, 0);
    const starts: { healthyMs: number; idleRssMb: number }[] = [];
    for (let i = 0; i < (options.starts ?? 3); i++) {
      const dataDir = join(work, `start-${i}`);
      if (options.seedFirst) cpSync(template, dataDir, { recursive: true });
      starts.push(await startOnce(dataDir, env, settleMs));
    }
    return { healthyMs: median(starts.map((s) => s.healthyMs)), idleRssMb: median(starts.map((s) => s.idleRssMb)), starts };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const demo = process.argv.includes("--demo");
  const figures = await measureStart(demo ? { env: { DEMO_MODE: "1" }, seedFirst: true } : {});
  const each = figures.starts.map((s) => `${Math.round(s.healthyMs)} ms / ${s.idleRssMb.toFixed(0)} MB`).join(", ");
  console.log(`${demo ? "demo" : "escuela vacía"}: sana en ${Math.round(figures.healthyMs)} ms, ${figures.idleRssMb.toFixed(0)} MB residentes en reposo (mediana de ${figures.starts.length}: ${each})`);
}
