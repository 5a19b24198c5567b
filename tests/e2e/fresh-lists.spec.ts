import { type APIRequestContext, expect, test } from "@playwright/test";
import { pageAs } from "./dialog-focus-fixtures";
import { e2eAdmin } from "./fixtures";
import { createUserAsAdmin, samplePdf } from "./learning-fixtures";

/** Issue 22: lists follow changes made in another tab, by another user, or in a related domain. */

async function session(request: APIRequestContext, who: { email: string; password: string }): Promise<{ token: string; id: number }> {
  const response = await request.post("/api/login", { data: who });
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test("the parent's receipts follow the admin's review when the parent comes back to the tab, without reloading", async ({ browser, request }) => {
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Fina", lastName: "Pestaña" });
  const parentSession = await session(request, parent);
  const uploaded = await request.post("/api/payments", {
    headers: auth(parentSession.token),
    multipart: { month: "06", year: String(new Date().getFullYear()), file: { name: "junio.pdf", mimeType: "application/pdf", buffer: samplePdf } },
  });
  const receipt = ((await uploaded.json()) as { payment: { id: number } }).payment.id;

  const parentPage = await pageAs(browser, parent);
  await parentPage.goto("/dashboard/payments");
  const item = parentPage.getByTestId("payment-item").filter({ hasText: "Junio" });
  await expect(item).toContainText("Pendiente");

  // The admin approves it from another browser.
  const admin = await session(request, e2eAdmin);
  expect((await request.put(`/api/payments/${receipt}/review`, { headers: auth(admin.token), data: { status: "approved", notes: "Gracias" } })).ok()).toBe(true);

  // The parent comes back to the tab: the list asks again.
  await expect(async () => {
    await parentPage.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
    await expect(item).toContainText("Aprobado", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(item).toContainText("Gracias");
});

test("approving a work on 'Trabajos de Estudiantes' updates the student's progress on the teacher's dashboard", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Tere", lastName: `Fresca${suffix}` });
  const student = await createUserAsAdmin(request, { role: "student", firstName: `Nico${suffix}`, lastName: "Fresco", tribe: "Tribu 4" });
  const admin = await session(request, e2eAdmin);
  const teacherSession = await session(request, teacher);
  const studentSession = await session(request, student);
  const moduleTitle = `Frescura ${suffix}`;
  const created = await request.post("/api/modules", { headers: auth(teacherSession.token), data: { title: moduleTitle, description: "Un módulo", tribe: "Tribu 4" } });
  expect(created.ok()).toBe(true);
  const moduleId = ((await created.json()) as { module: { id: number } }).module.id;
  const klass = await request.post("/api/classes", { headers: auth(admin.token), data: { title: `Clase ${suffix}`, teacherId: teacherSession.id } });
  expect(klass.ok()).toBe(true);
  const classId = ((await klass.json()) as { class: { id: number } }).class.id;
  expect((await request.post("/api/studentclasses", { headers: auth(admin.token), data: { studentId: studentSession.id, classId } })).ok()).toBe(true);
  const handIn = await request.post("/api/student-work-submissions", { headers: auth(studentSession.token), data: { moduleId, workDescription: "Mi trabajo" } });
  expect(handIn.ok()).toBe(true);

  const page = await pageAs(browser, teacher);
  await page.goto("/dashboard");
  const progress = page.getByRole("progressbar", { name: `Progreso de Nico${suffix}` });
  await expect(progress).toHaveAttribute("value", "0");

  const menu = page.getByRole("navigation", { name: "Secciones" });
  await menu.getByRole("link", { name: "Trabajos de Estudiantes" }).click();
  await page.getByTestId("work-item").filter({ hasText: moduleTitle }).getByRole("button", { name: /Revisar/ }).click();
  const review = page.getByRole("dialog", { name: "Evaluar trabajo" });
  await review.getByLabel("Estado").selectOption("APPROVED");
  await review.getByRole("button", { name: "Guardar evaluación" }).click();
  await expect(review).toBeHidden();

  // Back on the dashboard (no reload, well within the lists' freshness): the approval shows.
  await menu.getByRole("link", { name: "Panel de Control" }).click();
  await expect(progress).not.toHaveAttribute("value", "0");
});

test("a user created under 'Usuarios' is counted on the admin's panel at once, without reloading", async ({ browser }) => {
  const page = await pageAs(browser, e2eAdmin);
  await page.goto("/dashboard");
  const total = page.locator(".metric").filter({ hasText: "Total de usuarios" }).locator(".metric-value");
  const before = Number(await total.innerText());

  await page.getByRole("navigation").getByRole("link", { name: "Usuarios" }).click();
  await page.getByRole("button", { name: "Crear Usuario" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear Usuario" });
  const suffix = Date.now().toString(36).slice(-6);
  await dialog.getByLabel("Nombre").fill("Contada");
  await dialog.getByLabel("Apellido").fill(`Al Momento ${suffix}`);
  await dialog.getByLabel("Correo Electrónico").fill(`contada.${suffix}@tribu.test`);
  await dialog.getByLabel("Contraseña", { exact: true }).fill("girasol-azul-2026");
  await dialog.getByRole("button", { name: "Crear Usuario" }).click();
  await expect(dialog).toBeHidden();

  // Back on the panel within the lists' 30 s of freshness: the count asks again because users changed.
  await page.getByRole("navigation").getByRole("link", { name: "Panel de Control" }).click();
  await expect.poll(async () => Number(await total.innerText())).toBeGreaterThan(before);
});
