/**
 * `npm run screens` (issue 34): the adults' screens of the demo school, at 390 and 1366 px, light and
 * dark, into docs/screens/: the teacher's home and attendance register, the family's home, the
 * admin's school calendar and users table; and (issue 35) the year's records: Boletines with its
 * final reports, the commission's acta, the academic archive, support activities, the PIAR, the
 * SIEE and the family's report cards and PIAR; and (issue 36) Matrícula, its import, reports and
 * year-end step, the certificates and the family's Ficha de matrícula; and (issue 37) the teacher's
 * list of hand-ins with their files and the school's settings for the children. It starts its own demo school on a free port (built
 * client: run `npm run build` first) and stops it afterwards, so the pictures always show the
 * current code on coherent data.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { chromium, type Page } from "@playwright/test";
import { demoPassword } from "../server/ops/demo/credentials.js";

const out = new URL("../docs/screens/", import.meta.url).pathname;

type Screen = { name: string; email: string; path: string; ready: (page: Page) => Promise<unknown> };
const screens: Screen[] = [
  { name: "teacher-home", email: "profesora@demo.tribu", path: "/dashboard", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "attendance-register", email: "profesora@demo.tribu", path: "/dashboard/asistencia", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "family-home", email: "familia@demo.tribu", path: "/dashboard", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "admin-calendar", email: "admin@demo.tribu", path: "/dashboard/calendario-escolar", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "admin-users", email: "admin@demo.tribu", path: "/dashboard/users", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  // Issue 35: the year's records.
  { name: "admin-report-cards", email: "admin@demo.tribu", path: "/dashboard/boletines", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "admin-commission", email: "admin@demo.tribu", path: "/dashboard/comision-de-promocion", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "admin-academic-archive", email: "admin@demo.tribu", path: "/dashboard/archivo-academico", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "teacher-support-activities", email: "profesora@demo.tribu", path: "/dashboard/actividades-de-apoyo", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "teacher-piar", email: "profesora@demo.tribu", path: "/dashboard/piar", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "family-siee", email: "familia@demo.tribu", path: "/dashboard/siee", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "family-report-cards", email: "familia@demo.tribu", path: "/dashboard/children/boletines", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "family-piar", email: "familia@demo.tribu", path: "/dashboard/children/piar", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  // Issue 36: the school's record of its students.
  { name: "admin-enrolment", email: "admin@demo.tribu", path: "/dashboard/matricula", ready: (p) => p.locator(".enrolment-table tbody tr").first().waitFor() },
  { name: "admin-enrolment-import", email: "admin@demo.tribu", path: "/dashboard/matricula/importar", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "admin-enrolment-reports", email: "admin@demo.tribu", path: "/dashboard/matricula/informes", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "admin-year-end", email: "admin@demo.tribu", path: "/dashboard/matricula/cierre-de-ano", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  { name: "admin-certificates", email: "admin@demo.tribu", path: "/dashboard/certificados", ready: (p) => p.getByRole("row").nth(1).waitFor() },
  { name: "family-record", email: "familia@demo.tribu", path: "/dashboard/children/ficha", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
  // Issue 37: the hand-in's files in the teacher's list, and the school's switches for the children.
  { name: "teacher-student-work", email: "profesora@demo.tribu", path: "/dashboard/student-work", ready: (p) => p.getByTestId("work-item").first().waitFor() },
  { name: "admin-settings", email: "admin@demo.tribu", path: "/dashboard/settings", ready: (p) => p.getByRole("heading", { level: 1 }).waitFor() },
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("La escuela de demostración no arrancó en 60 s.");
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn("npx", ["tsx", "tests/e2e/serve.ts", String(port), "demo"], { stdio: "inherit", detached: true });
try {
  await waitForHealth(base);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  for (const width of [390, 1366]) {
    for (const theme of ["light", "dark"] as const) {
      for (const screen of screens) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 768 }, colorScheme: theme, reducedMotion: "reduce", hasTouch: width < 600 });
        const page = await context.newPage();
        await page.goto(`${base}/login`);
        await page.getByLabel("Correo Electrónico").fill(screen.email);
        await page.getByLabel("Contraseña", { exact: true }).fill(demoPassword);
        await page.getByRole("button", { name: "Iniciar Sesión" }).click();
        await page.waitForURL(/dashboard/);
        await page.goto(`${base}${screen.path}`);
        await screen.ready(page);
        await page.waitForLoadState("networkidle");
        // The whole page in one picture: a taller window rather than Chromium's fullPage stitching,
        // which leaves the sticky menu blank below the first screen.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height: Math.min(Math.max(height, width < 600 ? 844 : 768), 4000) });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}${screen.name}-${width}-${theme}.png` });
        await context.close();
      }
    }
  }
  await browser.close();
  console.log(`Pantallas guardadas en ${out}`);
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}
