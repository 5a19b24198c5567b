import { expect, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, registerStudent, showFullView, signIn, studentPassword, uniqueEmail } from "./fixtures";

test("a visitor opening /dashboard is sent to /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole("heading", { name: "Iniciar Sesión" })).toBeVisible();
});

test("register, sign out, sign in and land on the page first asked for", async ({ page }) => {
  const email = uniqueEmail("alumna");
  await registerStudent(page, email);
  await expect(page.getByRole("heading", { name: "¡Hola, Lucía!" })).toBeVisible();
  await showFullView(page, email, studentPassword);
  await expect(page.getByTestId("sidebar")).toContainText("Estudiante");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const toast = page.getByRole("status").filter({ hasText: "Has cerrado sesión" });
  await expect(toast).toBeVisible();
  await page.getByRole("button", { name: "Cerrar notificación" }).click();
  await expect(toast).toHaveCount(0);

  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, email, studentPassword);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole("heading", { name: "Mi Perfil" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test("registering an email that exists shows the spec's message", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Nombre", { exact: true }).fill("Otra");
  await page.getByLabel("Apellido").fill("Persona");
  await page.getByLabel("Correo Electrónico").fill(e2eAdmin.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(studentPassword);
  await page.getByLabel("Confirmar Contraseña").fill(studentPassword);
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "El correo electrónico ya está registrado." })).toBeVisible();
});

test("a student opening /dashboard/users sees the denied page", async ({ page }) => {
  await registerStudent(page, uniqueEmail("curioso"));
  await page.goto("/dashboard/users");
  await expect(page.getByRole("heading", { name: "No autorizado" })).toBeVisible();
  await expect(page.getByText("No tienes permisos para acceder a esta página")).toBeVisible();
  await expect(page.getByText("Administrador", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole("button", { name: "Volver" })).toBeVisible();
});

test("the admin sees the admin menu, and every entry opens a page", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole("navigation", { name: "Secciones" });
  const labels = ["Usuarios", "Padres", "Pagos", "Trabajos de Estudiantes", "Módulos", "Materias", "Tribu 1", "Tribu 4", "Pendientes", "Mi Perfil"];
  for (const label of labels) await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No autorizado" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toHaveCount(0);
  }
  await expectAccessible(page);
});

test("the sidebar collapses to a narrow bar and keeps working by keyboard", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Correo Electrónico").focus();
  await page.keyboard.type(e2eAdmin.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(e2eAdmin.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  const sidebar = page.getByTestId("sidebar");
  expect((await sidebar.boundingBox())?.width).toBe(256);
  await page.getByRole("button", { name: "Contraer menú" }).click();
  // 84 px: the logo and a desktop scrollbar fit (issue 22).
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(84);
  await page.getByRole("button", { name: "Expandir menú" }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
});

test("on a 390 px phone the menu opens from the top bar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const email = uniqueEmail("movil");
  await registerStudent(page, email);
  await expect(page.getByRole("heading", { name: "¡Hola, Lucía!" })).toBeVisible();
  await showFullView(page, email, studentPassword);
  await expect(page.getByRole("button", { name: "Abrir menú" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Mi Perfil" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expectAccessible(page);
});

test("a 401 from any call signs out and returns to /login", async ({ page }) => {
  await registerStudent(page, uniqueEmail("caducada"));
  // On the next page load, before the app starts, the stored session gets a well-formed token the
  // server did not sign (set before any script runs, so nothing in the app can rewrite it first).
  await page.addInitScript(() => {
    if (sessionStorage.getItem("forged")) return;
    sessionStorage.setItem("forged", "1");
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const token = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: "1", role: "admin", exp: Math.floor(Date.now() / 1000) + 3600 })}.firma`;
    const stored = JSON.parse(localStorage.getItem("auth-storage") ?? "{}");
    localStorage.setItem("auth-storage", JSON.stringify({ ...stored, token }));
    localStorage.setItem("token", token);
  });
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem("auth-storage"))).toBeNull();
});
