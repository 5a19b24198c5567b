import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

// A real 1x1 PNG, so the browser can draw the uploaded picture.
const tinyPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function token(request: APIRequestContext, email: string, password: string): Promise<{ token: string; id: number }> {
  const body = (await (await request.post("/api/login", { data: { email, password } })).json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

async function signedInPage(browser: Browser, email: string, password: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, email, password);
  return page;
}

async function addStep(page: Page, step: { label: string; time: string; icon?: string; calm?: boolean; picture?: boolean }) {
  await page.getByRole("button", { name: "Agregar paso" }).click();
  const dialog = page.getByRole("dialog", { name: "Agregar paso" });
  await dialog.getByLabel("Nombre del paso").fill(step.label);
  await dialog.getByLabel("Hora (opcional)").fill(step.time);
  if (step.calm) await dialog.getByRole("radio", { name: "Pausa de calma" }).check();
  if (step.icon) {
    // The picture choices are radios drawn as tiles: click the tile (the label), as a person does.
    const radio = dialog.getByRole("radio", { name: step.icon, exact: true });
    await dialog.locator("label.vd-icon-option").filter({ hasText: new RegExp(`^${step.icon}$`) }).click();
    await expect(radio).toBeChecked();
  }
  if (step.picture) await dialog.getByLabel("O sube una imagen (opcional)").setInputFiles({ name: "comida.png", mimeType: "image/png", buffer: tinyPng });
  await dialog.getByRole("button", { name: "Guardar paso" }).click();
  await expect(dialog).toBeHidden();
}

test("a teacher builds today's day with a calm break and moves it on; the student sees 'Ahora' and 'Después' in simple mode", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Marta", lastName: "Rutina" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Iker", lastName: "Pasos", tribe: "Tribu 2" });
  const admin = await token(request, e2eAdmin.email, e2eAdmin.password);
  const child = await token(request, student.email, student.password);
  const simple = await request.put(`/api/users/${child.id}/accessibility`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { textSize: 0, dyslexiaFriendly: false, highContrast: false, reducedMotion: false, largerTargets: false, hideTimers: false, simpleMode: true },
  });
  expect(simple.ok()).toBe(true);

  // Teacher: today's day for Tribu 2.
  const page = await signedInPage(browser, teacher.email, teacher.password, 1280);
  await page.goto("/dashboard/visual-day");
  await expect(page.getByRole("heading", { level: 1, name: "Día visual" })).toBeVisible();
  await page.getByLabel("Tribu").selectOption("Tribu 2");
  await expect(page.getByRole("heading", { name: /Tribu 2 · .*\(hoy\)/ })).toBeVisible();
  await expect(page.getByText("Este día todavía no tiene pasos. Agrega el primero.")).toBeVisible();

  await page.getByRole("button", { name: "Agregar paso" }).click();
  await expect(page.getByRole("dialog", { name: "Agregar paso" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("dialog", { name: "Agregar paso" }).getByRole("button", { name: "Cancelar" }).click();

  // The first two steps through the API (same service), the rest on screen.
  const teacherSession = await token(request, teacher.email, teacher.password);
  for (const step of [
    { label: "Llegada", time: "07:30", icon: "llegada" },
    { label: "Leer un cuento", time: "08:00", icon: "leer" },
  ]) {
    const added = await request.post("/api/visual-day/steps", { headers: { authorization: `Bearer ${teacherSession.token}` }, data: { tribe: "Tribu 2", ...step } });
    expect(added.status()).toBe(201);
  }
  await page.reload();
  await page.getByLabel("Tribu").selectOption("Tribu 2");
  await expect(page.getByTestId("vd-step")).toHaveCount(2);
  await addStep(page, { label: "Comer", time: "10:00", icon: "Comer", picture: true });
  await addStep(page, { label: "Respirar", time: "09:00", calm: true });
  const steps = page.getByTestId("vd-step");
  await expect(steps).toHaveCount(4);

  // Reorder with the keyboard: the calm break goes before lunch.
  await page.getByRole("button", { name: "Subir «Respirar»" }).focus();
  await page.keyboard.press("Enter");
  await expect(steps.nth(2)).toContainText("Respirar");
  await expect(steps.nth(2)).toContainText("Pausa de calma");
  await expect(steps.nth(3)).toContainText("Comer");
  // The keyboard stays on the step that moved.
  await expect(page.getByRole("button", { name: "Subir «Respirar»" })).toBeFocused();

  // The teacher sets the day to the reading and moves it on by one step.
  await page.getByRole("button", { name: "Poner ahora «Leer un cuento»" }).click();
  const status = page.getByRole("region", { name: "Paso actual" });
  await expect(status).toContainText("Ahora: Leer un cuento");
  await page.getByRole("button", { name: "Siguiente paso" }).click();
  await expect(status).toContainText("Ahora: Respirar");
  await expect(status).toContainText("Después: Comer");
  await expect(status).toContainText("Lo mueve el docente");
  await expectAccessible(page);

  // Student in simple mode, on a phone.
  const kid = await signedInPage(browser, student.email, student.password, 390);
  await expect(kid.getByRole("heading", { name: "¡Hola, Iker!" })).toBeVisible();
  await kid.locator(".simple-actions").getByRole("link", { name: "Mi día" }).click();
  await expect(kid.getByRole("heading", { level: 1, name: "Mi día" })).toBeVisible();
  const now = kid.getByRole("region", { name: "Ahora" });
  const next = kid.getByRole("region", { name: "Después" });
  await expect(now).toContainText("Respirar");
  await expect(now).toContainText("Pausa de calma");
  await expect(next).toContainText("Comer");
  await expect(next.locator("img")).toHaveCount(1); // the uploaded picture, fetched with the session
  const rest = kid.getByRole("list", { name: "Todo mi día" }).getByRole("listitem");
  await expect(rest).toHaveCount(4);
  await expect(rest.nth(0)).toContainText("Hecho");
  await expect(rest.nth(2)).toContainText("Ahora");
  await expectAccessible(kid);
  expect(await kid.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await kid.getByRole("link", { name: "Inicio" }).click();
  await expect(kid.getByRole("heading", { name: "¡Hola, Iker!" })).toBeVisible();

  // The editor also fits a phone.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
