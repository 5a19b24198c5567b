import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn, uniqueEmail } from "./fixtures";

/**
 * Issue 19, registration, as a visitor and the admin see it: the strength of a new password shown
 * while typing, short and common passwords refused before anything is sent, a self-registered
 * student's kind "no tribe yet" home, and the admin's 'Registro abierto' switch with the closed
 * register page that shows the school's contact.
 *
 * Closing registration would break the other journeys' sign-ups on the shared school, so this
 * file starts a school of its own (tests/e2e/serve.ts on a free port) and runs its steps in order.
 */
test.describe.configure({ mode: "serial" });

const school = { name: "Escuela Girasol", phone: "+57 601 555 0123", email: "hola@girasol.edu.co" };
const closedMessage = "El registro está cerrado. Escribe a la escuela para pedir una cuenta.";
const commonMessage = "Esta contraseña es muy común. Elige otra más difícil de adivinar.";

let server: ChildProcess | undefined;
let origin = "";

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(join(process.cwd(), "node_modules", ".bin", "tsx"), ["tests/e2e/serve.ts", String(port), "with-admin"], {
    env: { ...process.env, SCHOOL_NAME: school.name, SCHOOL_PHONE: school.phone, SCHOOL_EMAIL: school.email },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the registration journey's own school did not start on ${origin}`);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
});

async function fillNewAccount(page: Page, email: string) {
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await page.getByLabel("Apellido").fill("Prueba");
  await page.getByLabel("Correo Electrónico").fill(email);
}

async function asAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test("the register page shows the strength while typing and refuses short and common passwords before sending", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("auth.register")) sent.push(request.url());
  });
  await page.goto(`${origin}/register`);
  await expect(page.getByRole("heading", { name: "Registro de Estudiante" })).toBeVisible();
  await fillNewAccount(page, uniqueEmail("fuerza"));
  const password = page.getByLabel("Contraseña", { exact: true });
  const meter = page.locator(".password-meter-text");
  // The meter's words describe the field; a polite live region announces a new level.
  await expect(meter).toHaveAttribute("aria-live", "polite");
  expect(await password.getAttribute("aria-describedby")).toContain(await page.locator(".password-meter").getAttribute("id"));

  await password.fill("luna");
  await expect(meter).toHaveText("Seguridad: débil · Faltan 4 caracteres.");
  await password.fill("Contraseña");
  await expect(meter).toHaveText("Seguridad: débil · Es una de las contraseñas más usadas.");
  await page.getByLabel("Confirmar Contraseña").fill("Contraseña");
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page.locator(".field-error").filter({ hasText: commonMessage })).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill("1234567");
  await page.getByLabel("Confirmar Contraseña").fill("1234567");
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page.locator(".field-error").filter({ hasText: "La contraseña debe tener al menos 8 caracteres" })).toBeVisible();
  expect(sent).toEqual([]);

  await password.fill("girasol-azul");
  await expect(meter).toHaveText("Seguridad: buena");
  await password.fill("girasol-azul-2026");
  await expect(meter).toHaveText("Seguridad: muy buena");
  await expectAccessible(page);

  // A strong one is sent; the new student has no tribe yet and their home says so kindly.
  await page.getByLabel("Confirmar Contraseña").fill("girasol-azul-2026");
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "¡Hola, Lucía!" })).toBeVisible();
  await expect(page.getByText("Aún no tienes tribu. Cuando la escuela te asigne a una tribu, aquí verás tus módulos.")).toBeVisible();
  await expectAccessible(page);
});

test("the admin closes registration: the register page says so and shows the school's contact; reopening brings the form back", async ({ browser }) => {
  const admin = await asAdmin(browser);
  const setting = admin.getByRole("region", { name: "Registro de estudiantes" });
  await expect(setting).toContainText("Registro abierto: cualquiera puede crear una cuenta de estudiante desde la página de inicio");
  const toggle = setting.getByRole("switch", { name: "Registro abierto" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const dialog = admin.getByRole("dialog", { name: "¿Cerrar el registro?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(admin);
  // Cancelling changes nothing and gives focus back to the switch.
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await admin.getByRole("dialog", { name: "¿Cerrar el registro?" }).getByRole("button", { name: "Cerrar el registro" }).click();
  await expect(admin.getByRole("dialog")).toBeHidden();
  await expect(setting).toContainText("Registro cerrado: nadie puede crear una cuenta desde la página de inicio");
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeFocused();

  const visitor = await (await browser.newContext({ baseURL: origin })).newPage();
  await visitor.goto("/register");
  await expect(visitor.getByText(closedMessage)).toBeVisible();
  await expect(visitor.getByRole("heading", { name: `Contacto de ${school.name}` })).toBeVisible();
  await expect(visitor.getByRole("link", { name: school.phone })).toHaveAttribute("href", "tel:+576015550123");
  await expect(visitor.getByRole("link", { name: school.email })).toHaveAttribute("href", `mailto:${school.email}`);
  await expect(visitor.getByRole("button", { name: "Registrarse" })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Inicia sesión" })).toBeVisible();
  await expectAccessible(visitor);
  await visitor.setViewportSize({ width: 390, height: 800 });
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await toggle.click();
  await admin.getByRole("dialog", { name: "¿Abrir el registro?" }).getByRole("button", { name: "Abrir el registro" }).click();
  await expect(toggle).toBeChecked();
  await expect(setting).toContainText("Registro abierto: cualquiera puede crear");
  await visitor.goto("/register");
  await expect(visitor.getByRole("button", { name: "Registrarse" })).toBeVisible();
  await expect(visitor.getByText(closedMessage)).toHaveCount(0);
});
