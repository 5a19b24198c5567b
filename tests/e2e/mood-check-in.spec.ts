import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ports } from "../../playwright.config";
import { expectAccessible } from "./fixtures";
import { tag } from "./people-fixtures";
import { recordSpeech, type Spoken } from "./speech-fixtures";

/**
 * "¿Cómo llegas hoy?" (issue 37) on the demo school, where it is on: a child of Tribu 1 (a new
 * Sofía each run, so a retry finds her not yet asked) signs in with the class code CASA23 on a
 * classroom tablet, sees the five faces, hears one and taps one, and lands on her home; another
 * skips with "Ahora no"; Marta, Tribu 1's teacher, sees who came in sad on her home.
 */
const demo = `http://127.0.0.1:${ports.demo}`;
test.use({ baseURL: demo });

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${demo}/api/login`, { data: { email, password: "demo1234" } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A new child of Tribu 1 with the pictures sol and pez, made by the demo's admin. */
async function newChild(request: APIRequestContext, firstName: string) {
  const admin = await token(request, "admin@demo.tribu");
  const headers = { authorization: `Bearer ${admin}` };
  const email = `animo${tag()}@demo.tribu`;
  const created = await request.post(`${demo}/api/users/admin/create`, { headers, data: { role: "student", firstName, lastName: "Ánimo", tribe: "Tribu 1", email, password: "demo1234" } });
  expect(created.ok()).toBe(true);
  const { user } = (await created.json()) as { user: { id: number } };
  const pictures = await request.post(`${demo}/trpc/classSignIn.setPictures`, { headers, data: { studentId: user.id, pictures: ["sol", "pez"], cardPicture: null } });
  expect(pictures.ok()).toBe(true);
  return { id: user.id, firstName };
}

async function signInByCode(page: Page, card: string) {
  await page.goto("/entrar/CASA23");
  await page.getByRole("list", { name: "Tarjetas de la clase" }).getByRole("button", { name: card, exact: true }).click();
  await page.getByRole("button", { name: "Sol", exact: true }).click();
  await page.getByRole("button", { name: "Pez", exact: true }).click();
}

test("Sofía, on the classroom tablet, signs in by class code, hears and taps how she feels, and lands on her home; her teacher sees it", async ({ browser, request }) => {
  const name = `Sofía${tag()}`;
  await newChild(request, name);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const tablet = await context.newPage();
  await recordSpeech(tablet, { voices: [{ lang: "es-CO", name: "Español (Colombia)" }] });
  await signInByCode(tablet, `${name} Á.`);

  await expect(tablet.getByRole("heading", { level: 1, name: "¿Cómo llegas hoy?" })).toBeVisible();
  await expect(tablet).toHaveURL(/\/dashboard\/como-llego/);
  const faces = tablet.locator(".mood-face");
  await expect(faces).toHaveCount(5);
  // All five faces and "Ahora no" fit the tablet's screen.
  for (const face of await faces.all()) await expect(face).toBeInViewport();
  await expect(tablet.getByRole("button", { name: "Ahora no" })).toBeInViewport();
  await expectAccessible(tablet);

  await tablet.getByRole("button", { name: "Escuchar: Triste" }).click();
  await expect.poll(async () => (await tablet.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken)).map((s) => s.text)).toContain("Me siento triste");
  await tablet.getByRole("button", { name: "Triste", exact: true }).tap();
  await expect(tablet.getByRole("heading", { level: 1, name: `¡Hola, ${name}!` })).toBeVisible();
  await expect(tablet).toHaveURL(/\/dashboard$/);
  await context.close();

  // Marta's home: "Cómo llegaron hoy" names her under Tristeza.
  const teacher = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await teacher.goto("/login");
  await teacher.getByLabel("Correo Electrónico").fill("profesora@demo.tribu");
  await teacher.getByLabel("Contraseña", { exact: true }).fill("demo1234");
  await teacher.getByRole("button", { name: "Iniciar Sesión" }).click();
  const panel = teacher.getByRole("region", { name: "Cómo llegaron hoy · Tribu 1" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Tristeza:");
  await expect(panel).toContainText(`${name} Ánimo`);
  await expectAccessible(teacher);
  await teacher.close();
});

test("a child who would rather not say taps 'Ahora no' and goes to her home; she is not asked again today", async ({ browser, request }) => {
  const name = `Lucía${tag()}`;
  await newChild(request, name);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const tablet = await context.newPage();
  await signInByCode(tablet, `${name} Á.`);
  await tablet.getByRole("button", { name: "Ahora no" }).tap();
  await expect(tablet.getByRole("heading", { level: 1, name: `¡Hola, ${name}!` })).toBeVisible();
  // Signing in again the same day goes straight home.
  await tablet.getByRole("button", { name: "Salir" }).click();
  await tablet.getByRole("button", { name: "Sí, salir" }).click();
  await signInByCode(tablet, `${name} Á.`);
  await expect(tablet.getByRole("heading", { level: 1, name: `¡Hola, ${name}!` })).toBeVisible();
  await expect(tablet.getByRole("heading", { name: "¿Cómo llegas hoy?" })).toHaveCount(0);
  await context.close();
});
