/**
 * Every page as every role on the demo school (issue 22): the route list comes from the router's
 * route tree (route-table.ts), so a new page is visited as soon as it exists. A page fails when it
 * shows an empty state (a `.empty-state` element or a "No hay…"/"Aún no…"/"Todavía no hay…" text),
 * an error notice, the denied or not-found page, logs a console error, throws, or has an axe
 * violation (WCAG 2.2 AA). Routes with parameters use the demo school's people and things.
 */
import { expect, type Page, test } from "@playwright/test";
import { ports } from "../../playwright.config";
import { accessibilityViolations } from "./fixtures";
import { type PageRoute, pageRoutes } from "./route-table";

const demo = `http://127.0.0.1:${ports.demo}`;
test.use({ baseURL: demo });

type Viewer = { name: string; email: string | null; role: string | null; tribeSlug: string; module: { materia: string; title: string } };

const viewers: Viewer[] = [
  { name: "visitante", email: null, role: null, tribeSlug: "tribu-1", module: { materia: "Lenguaje", title: "Mi primer cuento" } },
  { name: "administradora", email: "admin@demo.tribu", role: "admin", tribeSlug: "tribu-1", module: { materia: "Lenguaje", title: "Mi primer cuento" } },
  { name: "profesora", email: "profesora@demo.tribu", role: "teacher", tribeSlug: "tribu-1", module: { materia: "Lenguaje", title: "Mi primer cuento" } },
  { name: "madre", email: "familia@demo.tribu", role: "parent", tribeSlug: "tribu-1", module: { materia: "Lenguaje", title: "Mi primer cuento" } },
  // Sofía keeps a child's simple home; Mateo, her brother, uses the full view.
  { name: "estudiante (vista sencilla)", email: "estudiante@demo.tribu", role: "student", tribeSlug: "tribu-1", module: { materia: "Lenguaje", title: "Mi primer cuento" } },
  { name: "estudiante (vista completa)", email: "mateo@demo.tribu", role: "student", tribeSlug: "tribu-2", module: { materia: "Lenguaje", title: "Rimas y canciones" } },
];

const routes = pageRoutes();

function routesFor(viewer: Viewer): PageRoute[] {
  return routes.filter((route) => {
    const signedInPage = route.fullPath.startsWith("/dashboard");
    if (viewer.role === null) return !signedInPage;
    return signedInPage && (route.roles === undefined || route.roles.includes(viewer.role));
  });
}

type Session = { token: string; user: { id: number } };

async function signIn(page: Page, email: string): Promise<Session> {
  const response = await page.request.post(`${demo}/api/login`, { data: { email, password: "demo1234" } });
  expect(response.ok()).toBe(true);
  const session = (await response.json()) as Session;
  // The client keeps its session in localStorage (web/lib/auth-store.ts).
  await page.addInitScript((value) => {
    // Only in the app's own document: not in an embedded video's sandboxed frame.
    if (window !== window.top) return;
    localStorage.setItem("auth-storage", JSON.stringify({ ...value, isAuthenticated: true }));
    localStorage.setItem("token", value.token);
  }, session);
  return session;
}

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`${demo}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The demo's ids for the routes' parameters, as this viewer would reach them. */
async function paramsFor(page: Page, viewer: Viewer, session: Session | null): Promise<Record<string, string>> {
  const params: Record<string, string> = {
    tribeSlug: viewer.tribeSlug,
    materiaName: viewer.module.materia,
    moduleName: viewer.module.title,
    code: "CASA23",
  };
  // Issue 36: /verificar/$code checks a certificate's code: one of the demo's valid ones (an unknown
  // code is a 404 the browser logs). The admin's list gives it; the visitor opens it without a session.
  const admin = await page.request.post(`${demo}/api/login`, { data: { email: "admin@demo.tribu", password: "demo1234" } });
  const certificates = await apiGet<{ certificates: Array<{ code: string; revokedAt: string | null }> }>(page, ((await admin.json()) as Session).token, "/api/certificates");
  params.certificateCode = certificates.certificates.find((c) => c.revokedAt === null)?.code ?? "";
  if (!session) return params;
  const sofia = await page.request.post(`${demo}/api/login`, { data: { email: "estudiante@demo.tribu", password: "demo1234" } });
  const sofiaId = String(((await sofia.json()) as Session).user.id);
  params.childId = sofiaId;
  params.studentId = sofiaId;
  if (viewer.role !== "parent") {
    const assignments = await apiGet<{ assignments: Array<{ id: number; canEdit?: boolean }> } | Array<{ id: number }>>(page, session.token, "/api/assignments");
    const list = Array.isArray(assignments) ? assignments : assignments.assignments;
    params.id = String(list[0]?.id ?? "");
  }
  return params;
}

function urlOf(route: PageRoute, params: Record<string, string>): string {
  const path = route.fullPath.replace(/\$(\w+)/g, (_, name: string) => {
    const value = route.fullPath.startsWith("/verificar/") ? params.certificateCode : params[name];
    if (!value) throw new Error(`no demo value for $${name} in ${route.fullPath}`);
    return encodeURIComponent(value);
  });
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/**
 * The first page of a run loads the app; the next ones are opened the way a click on a link opens
 * them (the router follows the address without reloading), which is how people move around and
 * saves the app's start on every page. The old page's heading is marked so the wait is for the new
 * one (a page that redirects, such as /setup once set up, is checked where it lands).
 */
async function visit(page: Page, url: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(url);
    return;
  }
  await page.evaluate((target) => {
    for (const heading of document.querySelectorAll("h1")) heading.setAttribute("data-left", "");
    window.history.pushState(window.history.state, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, url);
  await expect(page.locator("h1:not([data-left])").first()).toBeVisible();
}

const emptyText = /^(No hay|Aún no|Todavía no hay|Todavía no tienes|Todavía no estás|Sin resultados)/;

/** Empty states a page shows by design whatever the school holds, each with why. */
const expectedEmpty: Array<{ path: string; text: string; why: string }> = [
  { path: "/dashboard/quotations", text: "Aún no hay productos en la cotización", why: "a new quotation's builder starts with no products" },
  { path: "/dashboard/whatsapp", text: "Elige un contacto para ver la conversación", why: "the conversation pane until a contact is chosen" },
];
const isExpected = (path: string, problem: string) => expectedEmpty.some((e) => e.path === path && problem.startsWith("vacío: ") && problem.includes(e.text));

/** What the page now on screen shows that it should not, one line each: empty states, errors, a denied or unknown page. */
async function problemsOnPage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 160);
  for (const text of await page.locator(".empty-state").filter({ visible: true }).allInnerTexts()) problems.push(`vacío: ${oneLine(text)}`);
  for (const text of await page.getByText(emptyText).filter({ visible: true }).allInnerTexts()) problems.push(`vacío: ${oneLine(text)}`);
  for (const text of await page.locator(".alert-error, .denied, .critical-error").filter({ visible: true }).allInnerTexts()) problems.push(`error: ${oneLine(text)}`);
  if (await page.getByRole("heading", { name: "Página no encontrada" }).isVisible()) problems.push("página no encontrada");
  return [...new Set(problems)];
}

/**
 * axe runs once per page of the route tree, as the first viewer (in the order above) who opens it,
 * and on every viewer's own home (/dashboard differs by role and by view): the other visits share
 * their components, and running axe on every visit would cost a minute more of CI.
 */
const axeOwner = new Map<string, string>();
for (const viewer of viewers) {
  for (const route of routesFor(viewer)) if (!axeOwner.has(route.fullPath)) axeOwner.set(route.fullPath, viewer.name);
}
const runsAxe = (viewer: Viewer, route: PageRoute) => route.fullPath === "/dashboard/" || axeOwner.get(route.fullPath) === viewer.name;

/** Each viewer's pages in runs of a few, so the two workers share them evenly. */
const perTest = 10;
for (const viewer of viewers) {
  const visits = routesFor(viewer);
  const parts = Math.ceil(visits.length / perTest);
  for (let part = 0; part < parts; part++) {
    const chunk = visits.slice(part * perTest, (part + 1) * perTest);
    test(`every page as ${viewer.name} (${part + 1}/${parts}) shows the demo school's data, without errors or axe violations`, async ({ page }) => {
      test.setTimeout(60_000 + chunk.length * 10_000);
      expect(visits.length).toBeGreaterThan(viewer.role === null ? 3 : 5);
      const session = viewer.email ? await signIn(page, viewer.email) : null;
      const params = await paramsFor(page, viewer, session);
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(`consola: ${message.text()}`);
      });
      page.on("pageerror", (error) => logged.push(`excepción: ${error.message}`));

      const report: Record<string, string[]> = {};
      for (const [index, route] of chunk.entries()) {
        const url = urlOf(route, params);
        logged.length = 0;
        await visit(page, url, index === 0);
        await expect(page.locator("h1").first()).toBeVisible();
        // Loaded: the page's heading is drawn and nothing on it still says it is loading.
        await expect(page.getByText(/^Cargando/)).toHaveCount(0);
        const problems = (await problemsOnPage(page)).filter((problem) => !isExpected(route.fullPath, problem));
        if (runsAxe(viewer, route)) {
          // The whole page on a home (the menu and shell are the same on every page); the page's own content elsewhere.
          const whole = route.fullPath === "/dashboard/" || !route.fullPath.startsWith("/dashboard");
          for (const violation of await accessibilityViolations(page, whole ? {} : { include: "#contenido" })) problems.push(`axe: ${violation}`);
        }
        problems.push(...logged);
        if (problems.length > 0) report[url] = problems;
      }
      expect(report).toEqual({});
    });
  }
}

test("the checks see an empty state, an error notice and the denied page", async ({ page }) => {
  await page.setContent(`<main id="contenido"><h1>Pagos</h1><div class="card empty-state">Nada por aquí</div><p>No hay pagos que coincidan con los filtros.</p>
    <p role="alert" class="alert alert-error">Error cargando datos</p><section class="denied"><h2>Acceso denegado</h2></section></main>`);
  expect(await problemsOnPage(page)).toEqual([
    "vacío: Nada por aquí",
    "vacío: No hay pagos que coincidan con los filtros.",
    "error: Error cargando datos",
    "error: Acceso denegado",
  ]);
});

test("the route table lists every page of the router, with the roles its file names", () => {
  const paths = routes.map((route) => route.fullPath);
  expect(paths).toContain("/dashboard/");
  expect(paths).toContain("/dashboard/assignments/$id/edit");
  expect(paths).not.toContain("/dashboard");
  expect(routes.find((route) => route.fullPath === "/dashboard/crm")?.roles).toEqual(["admin"]);
  // Issue 25: staff write announcements there and families read them; a student's are on the home.
  expect(routes.find((route) => route.fullPath === "/dashboard/comunicados")?.roles).toEqual(["teacher", "admin", "parent"]);
  // Issue 26: staff fill and publish report cards there; a family reads a child's under 'Mis Hijos'.
  expect(routes.find((route) => route.fullPath === "/dashboard/boletines")?.roles).toEqual(["teacher", "admin"]);
  // Issue 26: staff write a student's PIAR there; a family reads and agrees to a child's under 'Mis Hijos'.
  expect(routes.find((route) => route.fullPath === "/dashboard/piar")?.roles).toEqual(["teacher", "admin"]);
  // Issue 36: a child's file (admins edit it, the child's teachers read its school-life part); the family's own page.
  expect(routes.find((route) => route.fullPath === "/dashboard/matricula/$studentId")?.roles).toEqual(["teacher", "admin"]);
  expect(routes.find((route) => route.fullPath === "/dashboard/children/ficha")?.roles).toEqual(["parent"]);
  // Every page is visited by someone.
  const visited = new Set(viewers.flatMap((viewer) => routesFor(viewer).map((route) => route.fullPath)));
  expect(paths.filter((path) => !visited.has(path))).toEqual([]);
});
