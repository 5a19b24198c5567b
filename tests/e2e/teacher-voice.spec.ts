import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { fakeMicrophone, webmHeader } from "./hand-in-fixtures";
import { createUserAsAdmin } from "./learning-fixtures";
import { recordSpeech, type Spoken } from "./speech-fixtures";

/**
 * Issue 37, "a familiar voice": the teacher records her own voice for her feedback and for a task;
 * "Escuchar" then plays her recording (an <audio>), not the device voice.
 */

async function session(request: APIRequestContext, email: string, password: string) {
  const body = (await (await request.post("/api/login", { data: { email, password } })).json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function pageFor(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  await context.addInitScript(fakeMicrophone);
  const page = await context.newPage();
  await recordSpeech(page, { voices: [{ lang: "es-CO", name: "Español (Colombia)" }] });
  await page.goto("/login");
  await signIn(page, who.email, who.password);
  return page;
}
const played = (page: Page) => page.evaluate(() => (window as unknown as { played: string[] }).played);
const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);

test("the teacher records her feedback and a task in her own voice; the family and the child hear her, not the device voice", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const tribe = "Tribu 4";
  const moduleTitle = `La granja ${suffix}`;
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Marta", lastName: "Voz" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Sofi", lastName: "Oye", tribe });
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Caro", lastName: "Oye" });
  const admin = await session(request, e2eAdmin.email, e2eAdmin.password);
  const t = await session(request, teacher.email, teacher.password);
  const s = await session(request, student.email, student.password);
  const created = await request.post("/api/modules", { headers: auth(t.token), data: { title: moduleTitle, description: "Dibuja los animales de la granja.", tribe } });
  const moduleId = ((await created.json()) as { id: number }).id;
  expect((await request.put(`/api/users/${s.id}/modules`, { headers: auth(admin.token), data: { moduleIds: [moduleId] } })).ok()).toBe(true);
  expect((await request.post(`/api/users/${(await session(request, parent.email, parent.password)).id}/children/${s.id}`, { headers: auth(admin.token) })).ok()).toBe(true);
  expect((await request.post("/api/student-work-submissions", { headers: auth(s.token), data: { moduleId, workDescription: "Mi granja" } })).status()).toBe(201);

  // The teacher records her comment in the review dialog, listens to it, saves it, and saves the review.
  const teacherPage = await pageFor(browser, teacher);
  await teacherPage.goto("/dashboard/student-work");
  await teacherPage.getByTestId("work-item").filter({ hasText: moduleTitle }).getByRole("button", { name: /Revisar/ }).click();
  const review = teacherPage.getByRole("dialog", { name: "Evaluar trabajo" });
  await review.getByLabel("Comentarios para el estudiante (opcional)").fill("Qué bonita tu vaca. Agrega el cerdo.");
  await review.getByRole("button", { name: "Grabar mi voz" }).click();
  await review.getByRole("button", { name: "Detener" }).click();
  await review.getByRole("button", { name: "Guardar mi voz" }).click();
  await expect(review.getByRole("status").filter({ hasText: "Tu voz quedó guardada" })).toBeVisible();
  await expect(review.getByRole("button", { name: "Grabar otra vez" })).toBeVisible();
  await expectAccessible(teacherPage);
  await review.getByRole("button", { name: "Guardar evaluación" }).click();
  await expect(review).toBeHidden();

  // The family hears the teacher's recorded comment.
  const family = await pageFor(browser, parent);
  await family.goto("/dashboard/work-submissions");
  const work = family.getByRole("listitem").filter({ hasText: moduleTitle });
  await work.getByRole("button", { name: /^Escuchar: comentario del profesor .*\(voz de tu profe\)$/ }).click();
  await expect.poll(() => played(family)).toHaveLength(1);
  expect((await played(family))[0]).toMatch(/^blob:/);
  await expect(work.locator("audio[data-teacher-voice]")).toHaveAttribute("src", /^blob:/);
  expect(await spoken(family)).toEqual([]);
  await expectAccessible(family);

  // A task: recorded too (here through the API), heard by the child on the task's page.
  const created2 = await request.post("/api/classes", { headers: auth(admin.token), data: { title: `Clase ${suffix}`, teacherId: t.id } });
  const classId = ((await created2.json()) as { class: { id: number } }).class.id;
  expect((await request.post("/api/studentclasses", { headers: auth(admin.token), data: { classId, studentId: s.id } })).ok()).toBe(true);
  const assigned = await request.post("/api/assignments", { headers: auth(t.token), data: { title: `Contar vacas ${suffix}`, description: "Cuenta las vacas.", classId, dueDate: "2099-05-01", studentId: s.id } });
  const assignmentId = ((await assigned.json()) as { assignment: { id: number } }).assignment.id;
  const recorded = await request.post("/api/teacher-voices", {
    headers: auth(t.token),
    multipart: { subjectType: "assignment", subjectId: String(assignmentId), file: { name: "voz.webm", mimeType: "audio/webm", buffer: webmHeader } },
  });
  expect(recorded.status()).toBe(201);
  const child = await pageFor(browser, student);
  await child.goto(`/dashboard/assignments/${assignmentId}`);
  await child.getByRole("button", { name: "Escuchar: la tarea (voz de tu profe)" }).click();
  await expect.poll(() => played(child)).toHaveLength(1);
  expect(await spoken(child)).toEqual([]);
  await expectAccessible(child);
});
