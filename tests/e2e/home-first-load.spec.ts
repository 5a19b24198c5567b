/**
 * Opening the signed-in home on a phone (issue 24, Lighthouse's LCP): the home's data is asked for
 * while the page's JavaScript is still downloading, not after it ran, and a signed-in visitor does
 * not wait for the server's "is the school installed?" check first.
 */
import { expect, type Page, test } from "@playwright/test";
import { ports } from "../../playwright.config";

const demo = `http://127.0.0.1:${ports.demo}`;
test.use({ baseURL: demo, viewport: { width: 390, height: 844 }, hasTouch: true });

async function signInAs(page: Page, email: string): Promise<void> {
  const login = await page.request.post("/api/login", { data: { email, password: "demo1234" } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { token: string };
  await page.addInitScript((value) => {
    localStorage.setItem("auth-storage", JSON.stringify({ ...value, isAuthenticated: true }));
    localStorage.setItem("token", value.token);
  }, session);
}

/**
 * Opens /dashboard holding back every file of JavaScript but the entry until the home's data call
 * leaves (or 5 s pass): it tells whether the call waited for the page's files. The answer fills in
 * as the page loads: read it once the home shows.
 */
async function openHome(page: Page, homeCall: string): Promise<{ calls: string[]; askedWhileFilesHeld: boolean }> {
  const seen = { calls: [] as string[], askedWhileFilesHeld: false };
  const calls = seen.calls;
  let asked: () => void = () => {};
  const homeAsked = new Promise<void>((done) => {
    asked = done;
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/trpc/")) return;
    calls.push(...url.pathname.slice("/trpc/".length).split(","));
    if (url.pathname.includes(homeCall)) asked();
  });
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
    const held = await Promise.race([homeAsked.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), 5000))]);
    seen.askedWhileFilesHeld ||= held;
    await route.continue();
  });
  await page.goto("/dashboard");
  // goto returns before the held files go through: `seen` is read once the home shows.
  return seen;
}

test("the admin's dashboard asks for its figures while its files download, without the install check", async ({ page }) => {
  await signInAs(page, "admin@demo.tribu");
  const home = await openHome(page, "dashboards.admin");
  await expect(page.getByRole("heading", { name: "Panel de Administración" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Resumen" })).toContainText("Total de usuarios");
  expect(home.askedWhileFilesHeld).toBe(true);
  const calls = home.calls;
  expect(calls).toEqual(expect.arrayContaining(["auth.me", "accessibility.mine", "dashboards.admin", "settings.get"]));
  expect(calls).not.toContain("setup.info");
  // Each call once: the screens read what the loaders started.
  expect(calls.filter((call) => call === "dashboards.admin")).toHaveLength(1);
});

test("the child's home asks for today's work while its files download, without the install check", async ({ page }) => {
  await signInAs(page, "estudiante@demo.tribu");
  const home = await openHome(page, "modules.progress");
  await expect(page.getByRole("heading", { name: "¡Hola, Sofía!" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Para hoy" }).getByRole("button", { name: /Mejorar mi trabajo|Entregar mi trabajo|Actualizar Trabajo/ })).toBeVisible();
  expect(home.askedWhileFilesHeld).toBe(true);
  const calls = home.calls;
  expect(calls).toEqual(expect.arrayContaining(["auth.me", "accessibility.mine", "modules.progress", "assignments.list", "studentWork.mine", "dashboards.returnedWork"]));
  expect(calls).not.toContain("setup.info");
  expect(calls).not.toContain("dashboards.student");
  // Issue 25: 'Avisos' too, started by the loader and read by the screen.
  // Issue 37: the work given back, which comes first on the card.
  for (const call of ["modules.progress", "assignments.list", "studentWork.mine", "announcements.list", "dashboards.returnedWork"]) expect(calls.filter((c) => c === call)).toHaveLength(1);
});
