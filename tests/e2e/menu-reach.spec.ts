import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { secondDoors } from "../../web/lib/menu";
import { access } from "../../web/lib/navigation";
import { e2eAdmin, showFullView, signIn } from "./fixtures";
import { adminToken, createPerson, tag } from "./people-fixtures";

/**
 * Issue 22: every screen a role may open (the route guards' roles, read from the route files) is
 * reachable from that role's menu in at most two clicks: a menu link, or a link on a page the menu opens.
 * Pages of one record (an id in the path) are reached from their lists and are left out.
 */
function routesAllowedTo(role: string): string[] {
  const dir = join(import.meta.dirname, "../../web/routes/dashboard");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"));
  const paths = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(dir, file), "utf8");
    const path = /createFileRoute\("([^"]+)"\)/.exec(text)?.[1];
    const key = /roles: access\.(\w+)/.exec(text)?.[1] as keyof typeof access | undefined;
    if (!path || !key || path.includes("$")) continue;
    if ((access[key] as readonly string[]).includes(role)) paths.add(path.replace(/\/$/, "").replace(/_\//g, "/")); // "modules_/new", "matricula_/importar": unnested files
  }
  return [...paths].sort();
}

/** Reached: linked within two clicks, or a second door (web/lib/menu.ts's secondDoors) of a reached screen. */
function missingFrom(reached: Set<string>, role: string): string[] {
  return routesAllowedTo(role).filter((path) => !reached.has(path) && !(secondDoors[path] && reached.has(secondDoors[path])));
}

const clean = (href: string) => new URL(href, "http://x").pathname.replace(/\/$/, "");

/** The menu's links, then every /dashboard link on each page the menu opens. */
async function reachableInTwoClicks(page: Page): Promise<Set<string>> {
  const menu = page.getByRole("navigation", { name: "Secciones" });
  await expect(menu.getByRole("link").first()).toBeVisible();
  const first = (await menu.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))).map(clean);
  const reached = new Set(first);
  for (const path of first) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const links = await page.locator('main a[href^="/dashboard"]').evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    for (const href of links) reached.add(clean(href));
  }
  return reached;
}

for (const role of ["student", "teacher", "parent"] as const) {
  test(`${role}: every screen the role may open is at most two clicks from its menu`, async ({ page, request }) => {
    const token = await adminToken(request);
    const person = await createPerson(request, token, { role, firstName: `Menu${tag()}`, tribe: role === "student" ? "Tribu 2" : null });
    if (role === "student") await showFullView(page, person.email, person.password);
    await page.goto("/login");
    await signIn(page, person.email, person.password);
    const reached = await reachableInTwoClicks(page);
    expect(missingFrom(reached, role)).toEqual([]);
  });
}

test("admin: every screen is at most two clicks from the menu", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  const reached = await reachableInTwoClicks(page);
  expect(missingFrom(reached, "admin")).toEqual([]);
});
