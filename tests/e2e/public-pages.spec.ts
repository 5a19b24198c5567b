import { expect, test } from "@playwright/test";
import { ports } from "../../playwright.config";
import { e2eAdmin, expectAccessible } from "./fixtures";

test("the landing page speaks Spanish and its buttons lead to sign-in and register", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-CO");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("aprender");
  await expect(page.getByText("Más de 100")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Preguntas frecuentes" })).toBeVisible();
  await expect(page.locator("#contacto")).toContainText("Teléfono");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Comenzar Ahora" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto("/");
  await page.getByRole("link", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("login and register pages pass axe and show the spec's validation messages", async ({ page }) => {
  await page.goto("/login");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page.getByText("Correo Electrónico es requerido")).toBeVisible();
  await expect(page.getByText("Contraseña es requerida")).toBeVisible();
  await page.getByLabel("Correo Electrónico").fill("no-es-correo");
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page.getByText("Correo Electrónico inválido")).toBeVisible();

  await page.goto("/register");
  await expectAccessible(page);
  await page.getByLabel("Nombre", { exact: true }).fill("A");
  await page.getByLabel("Contraseña", { exact: true }).fill("123");
  await page.getByLabel("Confirmar Contraseña").fill("1234");
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
  await expect(page.getByText("Apellido es requerido")).toBeVisible();
  await expect(page.getByText("La contraseña debe tener al menos 8 caracteres")).toBeVisible();
  await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();
  // Outside demo mode the register screen lists no test credentials.
  await expect(page.getByText("Cuentas de prueba")).toHaveCount(0);
});

test("wrong credentials show the sign-in error banner", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Correo Electrónico").fill(e2eAdmin.email);
  await page.getByLabel("Contraseña", { exact: true }).fill("incorrecta");
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error al iniciar sesión" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the show/hide toggle reveals the password", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Contraseña", { exact: true });
  await password.fill("secreto");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Mostrar contraseña" }).click();
  await expect(password).toHaveAttribute("type", "text");
});

test("an unknown path counts down and goes home, and the button goes at once", async ({ page }) => {
  await page.goto("/esto-no-existe");
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  // It starts at 3; on a loaded machine a second may pass before the first look, so any step of it counts.
  await expect(page.getByTestId("countdown")).toHaveText(/^Te llevaremos al inicio en (3 segundos|2 segundos|1 segundo)\.$/);
  await expectAccessible(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 6_000 });

  await page.goto("/otra/ruta/inexistente");
  await page.getByRole("link", { name: "Ir al inicio ahora" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

// Issue 21: the default is the device's theme (light here, as Playwright's device is light), no longer dark.
test("the theme follows the device by default and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.getByRole("button", { name: "Cambiar a tema oscuro" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.getByRole("button", { name: "Cambiar a tema claro" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await expectAccessible(page);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("with no admin yet, every page leads to the first-run page, which creates the admin", async ({ page }) => {
  const origin = `http://127.0.0.1:${ports.firstRun}`;
  await page.goto(`${origin}/register`);
  await expect(page).toHaveURL(`${origin}/setup`);
  await page.goto(`${origin}/dashboard/users`);
  await expect(page).toHaveURL(`${origin}/setup`);
  await expect(page.getByRole("heading", { name: "Configuración inicial" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Nombre", { exact: true }).fill("Directora");
  await page.getByLabel("Apellido").fill("Escuela");
  await page.getByLabel("Correo Electrónico").fill("directora@escuela.co");
  await page.getByLabel("Contraseña", { exact: true }).fill("clave-segura");
  await page.getByLabel("Confirmar Contraseña").fill("clave-segura");
  await page.getByRole("button", { name: "Crear cuenta de administración" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.getByTestId("sidebar")).toContainText("Administrador");

  await page.goto(`${origin}/setup`);
  await expect(page).not.toHaveURL(/\/setup$/);
});
