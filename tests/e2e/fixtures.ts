import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const e2eAdmin = { email: "admin@e2e.tribu", password: "admin-e2e-1" };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@e2e.tribu`;
}

/**
 * The WCAG 2.2 A/AA violations axe-core finds on the current page, one line each ("id: help (targets)");
 * `include` limits the check to a part of the page (e.g. "#contenido").
 */
export async function accessibilityViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // Legacy mode runs axe once in the page; the default runs it per frame and opens a blank page to
  // finish, which took half of the learning journey's time in the clean run of 2026-11-27.
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).setLegacyMode(true);
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Fails with the list of WCAG 2.2 A/AA violations axe-core finds on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Long enough and not a common password (the rule of issue 19: 8+ characters, not in the list). */
export const studentPassword = "girasol-azul-2026";

export async function registerStudent(page: Page, email: string, password = studentPassword): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await page.getByLabel("Apellido").fill("Prueba");
  await page.getByLabel("Correo Electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByLabel("Confirmar Contraseña").fill(password);
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Correo Electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await page.waitForURL(/\/dashboard/);
}

/**
 * Switches a student to the full view (issue 21: students start on their simple home; a teacher or
 * parent can switch them), for the journeys about the full dashboard. Reloads an open page. The
 * school's admin does it: the child reads her profile but does not change it (issue 33).
 */
export async function showFullView(page: Page, email: string, password: string): Promise<void> {
  const login = await page.request.post("/api/login", { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { user } = (await login.json()) as { user: { id: number } };
  const admin = await page.request.post("/api/login", { data: e2eAdmin });
  expect(admin.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  const current = await (await page.request.get(`/api/users/${user.id}/accessibility`, { headers })).json();
  const saved = await page.request.put(`/api/users/${user.id}/accessibility`, { headers, data: { ...current, simpleMode: false } });
  expect(saved.ok()).toBe(true);
  if (page.url().startsWith("http")) await page.reload();
}
