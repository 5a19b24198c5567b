import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dashboardBudget, landingBudget, measureBudgets } from "../../scripts/check-bundle-budget";

/** A dist/client with a vite manifest: random bytes do not compress, so gzip size ~ raw size. */
function fakeDist(files: Record<string, number>, manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "tribu-budget-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  for (const [name, size] of Object.entries(files)) writeFileSync(join(dir, "assets", name), randomBytes(size));
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function school(pageSize: number, landingExtra: number) {
  const dir = fakeDist(
    { "index.js": 100 * 1024, "shared.js": 20 * 1024, "landing.js": landingExtra, "layout.js": 10 * 1024, "page.js": pageSize, "pdf.js": 400 * 1024 },
    {
      "index.html": { file: "assets/index.js", isEntry: true, imports: ["_shared.js"] },
      "_shared.js": { file: "assets/shared.js" },
      "routes/index.tsx?tsr-split=component": { file: "assets/landing.js", isDynamicEntry: true, imports: ["_shared.js"] },
      "routes/dashboard.tsx?tsr-split=component": { file: "assets/layout.js", isDynamicEntry: true },
      "routes/dashboard/reports.tsx?tsr-split=component": { file: "assets/page.js", isDynamicEntry: true, dynamicImports: ["_pdf.js"] },
      "_pdf.js": { file: "assets/pdf.js", isDynamicEntry: true },
    },
  );
  dirs.push(dir);
  return dir;
}

describe("client JavaScript budgets", () => {
  it("counts the entry, its static imports and the route chunks once each, not lazy imports", () => {
    const rows = measureBudgets(school(50 * 1024, 5 * 1024));
    const landing = rows.find((r) => r.route === "/");
    const reports = rows.find((r) => r.route === "/dashboard/reports");
    expect(landing?.budget).toBe(landingBudget);
    // index + shared + landing, each about its raw size (random bytes), shared counted once.
    expect(landing?.gzipBytes).toBeGreaterThan(125 * 1024);
    expect(landing?.gzipBytes).toBeLessThan(127 * 1024);
    expect(landing?.ok).toBe(true);
    // index + shared + dashboard layout + page; the 400 KiB PDF chunk is loaded on demand only.
    expect(reports?.budget).toBe(dashboardBudget);
    expect(reports?.gzipBytes).toBeGreaterThan(180 * 1024);
    expect(reports?.gzipBytes).toBeLessThan(182 * 1024);
    expect(reports?.ok).toBe(true);
    // The layout is measured through its pages, not as a route of its own.
    expect(rows.map((r) => r.route).sort()).toEqual(["/", "/dashboard/reports"]);
  });

  it("fails a landing page over 150 KiB and a dashboard route over 350 KiB", () => {
    const rows = measureBudgets(school(230 * 1024, 40 * 1024));
    expect(rows.find((r) => r.route === "/")?.ok).toBe(false);
    expect(rows.find((r) => r.route === "/dashboard/reports")?.ok).toBe(false);
  });

  it("explains what to run when there is no manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), "tribu-budget-"));
    dirs.push(dir);
    expect(() => measureBudgets(dir)).toThrow(/npm run build/);
  });
});
