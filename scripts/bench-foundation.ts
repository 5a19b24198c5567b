/**
 * Figures for the foundation: time from `npm start` to a healthy /api/health, and the gzip size
 * of the JavaScript the landing page loads (and that it loads no dashboard code).
 * Run: npx tsx scripts/bench-foundation.ts   (build the client first: npm run build)
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const root = resolve(import.meta.dirname, "..");
const port = 3590;
const started = performance.now();
const server = spawn(process.execPath, [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "scripts", "start.ts")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: mkdtempSync(join(tmpdir(), "tribu-bench-")) },
  stdio: "ignore",
});

async function waitHealthy(): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

try {
  const healthyMs = await waitHealthy();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "networkidle" });
  await browser.close();
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const dashboardChunks = scripts.filter((s) => /\/assets\/(dashboard|profile|users|padres|payments|admin-payments|_tribeSlug)-[\w-]+\.js$/.test(s.url));
  console.log(`npm start -> healthy: ${(healthyMs / 1000).toFixed(2)} s`);
  console.log(`landing JS: ${scripts.length} files, ${(total / 1024).toFixed(1)} KiB gzip`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${s.url}  ${(s.gzip / 1024).toFixed(1)} KiB gzip`);
  console.log(`dashboard chunks loaded on the landing page: ${dashboardChunks.length}`);
} finally {
  server.kill("SIGTERM");
}
