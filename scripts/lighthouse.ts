/**
 * `npm run lighthouse` (issue 24, by hand, not part of `npm test`): Lighthouse 12.2.3 with its default
 * mobile profile (simulated slow 4G, a mid-range phone) on the production build served by the real
 * server with the demo school: the landing page, the login page, the student home and the admin
 * dashboard. Goal: performance >= 95 and accessibility 100 on each; results go in docs/perf/lighthouse.md.
 *
 * Lighthouse comes through `npx -y lighthouse@12.2.3` (heavy: it is not a dependency of the project).
 * Each page gets a fresh Chromium (/usr/bin/chromium), so nothing is cached between pages. The web
 * client keeps its session in localStorage (web/lib/auth-store.ts), which no request header can
 * carry: for a signed-in page the script signs in through /api/login, writes the session into the
 * fresh browser's localStorage over the DevTools protocol from /api/health (a JSON answer: no page
 * script reaches the HTTP cache), and runs Lighthouse with --disable-storage-reset so it keeps it.
 *
 * Options: --runs <n> (default 3; the median run by performance score is reported), --no-build
 * (use dist/client as it is), --out <dir> (keep the JSON reports there), --only <text> (only the
 * pages whose name or path contains it, e.g. --only Entrar).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { demoPassword } from "../server/ops/demo/credentials.js";
import { freePort } from "./durability.js";
import { root, startServer, stopServer } from "./perf/tribu-server.js";

const lighthouseVersion = "12.2.3";
const chromePath = "/usr/bin/chromium";
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu"];
const goals = { performance: 95, accessibility: 100 };

type Page = { name: string; path: string; signInAs?: string };
const pages: Page[] = [
  { name: "Portada", path: "/" },
  { name: "Entrar", path: "/login" },
  { name: "Inicio del estudiante", path: "/dashboard", signInAs: "estudiante@demo.tribu" },
  { name: "Panel del administrador", path: "/dashboard", signInAs: "admin@demo.tribu" },
];

export interface PageResult {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferredBytes: number;
  scriptRequests: number;
  failedAccessibility: string[];
}

type Audit = { score: number | null; numericValue?: number; details?: { items?: { resourceType?: string }[] } };
type Report = { categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, Audit>; runtimeError?: { message: string } };

/** The figures docs/perf/lighthouse.md reports, out of one Lighthouse JSON report. */
export function summarize(report: Report): PageResult {
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const accessibility = report.categories.accessibility;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility?.score ?? 0) * 100),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    transferredBytes: value("total-byte-weight"),
    scriptRequests: requests.filter((r) => r.resourceType === "Script").length,
    failedAccessibility: (accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0).map((ref) => ref.id),
  };
}

async function startChrome(): Promise<{ chrome: ChildProcess; port: number; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "tribu-lighthouse-chrome-"));
  const chrome = spawn(chromePath, [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore", detached: true });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { chrome, port, profile };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("Chromium no abrió su puerto de DevTools en 30 s.");
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function session(base: string, email: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: demoPassword }) });
  if (!res.ok) throw new Error(`No se pudo entrar como ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: unknown };
}

/** Writes the session the way web/lib/auth-store.ts keeps it, in the browser's own profile. */
async function storeSession(port: number, base: string, value: { token: string; user: unknown }): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error("Chromium no tiene contexto por defecto.");
  const tab = await context.newPage();
  await tab.goto(`${base}/api/health`);
  await tab.evaluate((s) => {
    localStorage.setItem("auth-storage", JSON.stringify({ ...s, isAuthenticated: true }));
    localStorage.setItem("token", s.token);
  }, value);
  await tab.close();
  await browser.close();
}

async function runLighthouse(base: string, page: Page, reportPath: string): Promise<PageResult> {
  const { chrome, port, profile } = await startChrome();
  try {
    if (page.signInAs) await storeSession(port, base, await session(base, page.signInAs));
    const args = ["-y", `lighthouse@${lighthouseVersion}`, `${base}${page.path}`, `--port=${port}`, "--only-categories=performance,accessibility", "--output=json", `--output-path=${reportPath}`, "--quiet"];
    if (page.signInAs) args.push("--disable-storage-reset");
    const run = spawnSync("npx", args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
    if (run.status !== 0) throw new Error(`Lighthouse terminó con código ${run.status} en ${page.path}.`);
    const report = JSON.parse(readFileSync(reportPath, "utf8")) as Report;
    if (report.runtimeError) throw new Error(`Lighthouse en ${page.path}: ${report.runtimeError.message}`);
    return summarize(report);
  } finally {
    // Its own process group: the renderers go with the browser, then the profile can be removed.
    if (chrome.pid && chrome.exitCode === null && chrome.signalCode === null) {
      const exited = new Promise((done) => chrome.once("exit", done));
      process.kill(-chrome.pid, "SIGTERM");
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is run again. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)} Otra vez (${i + 1}/${attempts}).`);
    }
  }
}

function median(results: PageResult[]): PageResult {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as PageResult;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const argValue = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(argValue("--runs") ?? 3);
  const outDir = resolve(argValue("--out") ?? mkdtempSync(join(tmpdir(), "tribu-lighthouse-")));
  mkdirSync(outDir, { recursive: true });
  if (!args.includes("--no-build")) {
    const build = spawnSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "tribu-lighthouse-data-"));
  const server = await startServer({ dataDir, port: await freePort(), env: { DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0" } });
  const rows: { page: Page; result: PageResult }[] = [];
  try {
    const only = argValue("--only");
    for (const page of pages.filter((p) => !only || p.name.includes(only) || p.path.includes(only))) {
      const results: PageResult[] = [];
      for (let i = 0; i < runs; i++) {
        const slug = `${page.path === "/" ? "portada" : page.path.slice(1)}${page.signInAs ? `-${page.signInAs.split("@")[0]}` : ""}-${i + 1}`;
        results.push(await withRetry(() => runLighthouse(server.base, page, join(outDir, `${slug}.json`))));
        console.log(`${page.name}, pasada ${i + 1}/${runs}: rendimiento ${results.at(-1)?.performance}`);
      }
      rows.push({ page, result: median(results) });
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${lighthouseVersion}, perfil móvil por defecto, mediana de ${runs} pasada(s); informes en ${outDir}\n`);
  console.log("| Página | Rendimiento | Accesibilidad | FCP | LCP | TBT | CLS | Speed Index | Transferido | Scripts |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const { page, result: r } of rows) {
    console.log(`| ${page.name} (\`${page.path}\`) | ${r.performance} | ${r.accessibility} | ${seconds(r.fcpMs)} s | ${seconds(r.lcpMs)} s | ${r.tbtMs.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${seconds(r.speedIndexMs)} s | ${kib(r.transferredBytes)} KiB | ${r.scriptRequests} |`);
  }
  const short = rows.filter(({ result: r }) => r.performance < goals.performance || r.accessibility < goals.accessibility);
  for (const { page, result: r } of short) {
    const failed = r.failedAccessibility.length > 0 ? ` (accesibilidad: ${r.failedAccessibility.join(", ")})` : "";
    console.error(`Por debajo del objetivo: ${page.name}: rendimiento ${r.performance}/${goals.performance}, accesibilidad ${r.accessibility}/${goals.accessibility}${failed}`);
  }
  process.exit(short.length > 0 ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
