/**
 * Developer aid (issue 21): screenshots of the child's screens on the demo school, at 390 and
 * 1024 px, light and dark, with and without the dyslexia profile, into docs/screens/.
 * Start `npm run demo` first; then `tsx tests/e2e/child-screens.ts [http://127.0.0.1:3000]`.
 */
import { chromium, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = new URL("../../docs/screens/", import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

async function token(email: string): Promise<{ token: string; id: number }> {
  const response = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "demo1234" }) });
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

async function setDyslexia(on: boolean): Promise<void> {
  const admin = await token("admin@demo.tribu");
  const sofia = await token("estudiante@demo.tribu");
  const profile = { textSize: 0, dyslexiaFriendly: on, highContrast: false, reducedMotion: true, largerTargets: false, hideTimers: false, simpleMode: true };
  await fetch(`${base}/api/users/${sofia.id}/accessibility`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` }, body: JSON.stringify(profile) });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
}

for (const dyslexia of [false, true]) {
  await setDyslexia(dyslexia);
  for (const width of [390, 1024]) {
    for (const theme of ["light", "dark"] as const) {
      const tag = `${width}-${theme}${dyslexia ? "-dyslexia" : ""}`;
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 768 }, colorScheme: theme, hasTouch: true, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(`${base}/entrar/CASA23`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await shot(page, `child-cards-${tag}`);
      await page.getByRole("button", { name: "Sofía H.", exact: true }).click();
      await shot(page, `child-pictures-${tag}`);
      await page.getByRole("button", { name: "Sol", exact: true }).click();
      await page.getByRole("button", { name: "Pez", exact: true }).click();
      // "¿Cómo llegas hoy?" (issue 37) comes first until she answers or skips today.
      const checkIn = page.getByRole("heading", { name: "¿Cómo llegas hoy?" });
      await checkIn.or(page.getByRole("heading", { name: "¡Hola, Sofía!" })).waitFor();
      if (await checkIn.isVisible()) {
        await shot(page, `child-check-in-${tag}`);
        await page.getByRole("button", { name: "Ahora no" }).click();
      }
      await page.getByRole("heading", { name: "¡Hola, Sofía!" }).waitFor();
      await shot(page, `child-home-${tag}`);
      await page.goto(`${base}/dashboard/mis-tareas`);
      await page.getByRole("heading", { name: "Mis tareas" }).waitFor();
      await shot(page, `child-tasks-${tag}`);
      await page.goto(`${base}/dashboard`);
      const handIn = page.getByRole("region", { name: "Para hoy" }).getByRole("button", { name: /Mejorar mi trabajo|Entregar mi trabajo/ });
      await handIn.waitFor();
      await handIn.click();
      await page.getByRole("dialog").waitFor();
      await shot(page, `child-hand-in-${tag}`);
      await context.close();
    }
  }
}
await setDyslexia(false);
await browser.close();
