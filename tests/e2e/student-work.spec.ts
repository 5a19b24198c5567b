import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin, samplePdf } from "./learning-fixtures";

async function token(request: APIRequestContext, email: string, password: string): Promise<{ token: string; id: number }> {
  const response = await request.post("/api/login", { data: { email, password } });
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await signIn(page, email, password);
  return page;
}

test("a student hands in a link and a file, the teacher grades it, student and parent see the grade", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const materia = `Arte ${suffix}`;
  const moduleTitle = `Colores ${suffix}`;
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Teresa", lastName: "Guía" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Simón", lastName: "Entrega", tribe: "Tribu 1" });
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Paola", lastName: "Entrega" });

  const admin = await token(request, e2eAdmin.email, e2eAdmin.password);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  expect((await request.post("/api/materias", { headers: auth(admin.token), data: { name: materia } })).ok()).toBe(true);
  expect((await request.post("/api/tribe-materias", { headers: auth(admin.token), data: { tribeName: "Tribu 1", materiaName: materia } })).ok()).toBe(true);
  const teacherSession = await token(request, teacher.email, teacher.password);
  const created = await request.post("/api/modules", {
    headers: auth(teacherSession.token),
    data: { title: moduleTitle, description: "Mezclamos colores primarios.", tribe: "Tribu 1", materias: [materia] },
  });
  expect(created.ok()).toBe(true);
  const studentSession = await token(request, student.email, student.password);
  const parentSession = await token(request, parent.email, parent.password);
  expect((await request.post(`/api/users/${parentSession.id}/children/${studentSession.id}`, { headers: auth(admin.token) })).ok()).toBe(true);

  // Student: hand in a link, then add a file.
  const studentPage = await signedInPage(browser, student.email, student.password);
  await studentPage.goto(`/dashboard/tribu-1/${encodeURIComponent(materia)}/${encodeURIComponent(moduleTitle)}`);
  const myWork = studentPage.getByTestId("my-work");
  await myWork.getByRole("button", { name: "Entregar mi trabajo" }).click();
  const dialog = studentPage.getByRole("dialog", { name: "Entregar Trabajo" });
  await expect(dialog.getByRole("button", { name: "Enviar", exact: true })).toBeDisabled();
  // Issue 37: the camera first; a link and a file are "Otras formas de entregar", closed at first.
  await expect(dialog.getByText("Tomar una foto")).toBeVisible();
  await expect(dialog.getByLabel("Enlace de tu trabajo")).toBeHidden();
  await dialog.getByText("Otras formas de entregar").click();
  await dialog.getByRole("tab", { name: "Enviar enlace" }).click();
  await dialog.getByLabel("Enlace de tu trabajo").fill("https://ejemplo.org/mis-colores");
  await dialog.getByLabel("Descripción (opcional)").fill("Mezclé rojo y azul.");
  await expectAccessible(studentPage);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(myWork).toContainText("Enviado");
  await expect(myWork).toContainText("Mezclé rojo y azul.");

  await myWork.getByRole("button", { name: "Actualizar Trabajo" }).click();
  const update = studentPage.getByRole("dialog", { name: "Actualizar Trabajo" });
  // The work is a link: its dialog opens "Otras formas de entregar" on the link, the file a tab away.
  await expect(update.getByLabel("Enlace de tu trabajo")).toHaveValue("https://ejemplo.org/mis-colores");
  await update.getByRole("tab", { name: "Subir archivo" }).click();
  await update.getByLabel(/^Archivo/).setInputFiles({ name: "colores.pdf", mimeType: "application/pdf", buffer: samplePdf });
  // The chosen file in Spanish whatever the system's language (issue 34's FilePicker).
  await expect(update.getByText(/^colores\.pdf \(/)).toBeVisible();
  await update.getByRole("button", { name: "Actualizar", exact: true }).click();
  await expect(update).toBeHidden();
  await expect(myWork.getByRole("button", { name: /Descargar/ })).toBeVisible();
  await expectAccessible(studentPage);

  // Teacher: review with feedback and a grade.
  const teacherPage = await signedInPage(browser, teacher.email, teacher.password);
  await teacherPage.goto("/dashboard/student-work");
  await expect(teacherPage.getByText("Solo ves los trabajos de los módulos que creaste.")).toBeVisible();
  const pendingItem = teacherPage.getByTestId("work-item").filter({ hasText: moduleTitle });
  await expect(pendingItem).toContainText("Simón Entrega");
  await expectAccessible(teacherPage);
  await pendingItem.getByRole("button", { name: /Revisar/ }).click();
  const review = teacherPage.getByRole("dialog", { name: "Evaluar trabajo" });
  await expect(review.getByLabel("Estado")).toHaveValue("REVIEWED");
  await review.getByLabel("Estado").selectOption("APPROVED");
  await review.getByLabel("Comentarios para el estudiante (opcional)").fill("¡Qué colores tan bonitos!");
  await review.getByLabel("Calificación (0 a 10)").fill("11");
  await review.getByRole("button", { name: "Guardar evaluación" }).click();
  await expect(review.getByText("La calificación debe ser un número entre 0 y 10")).toBeVisible();
  // One rule for grades (issue 22): the field says it, and 8,75 gets the message about decimals.
  await expect(review.getByLabel("Calificación (0 a 10)")).toHaveAccessibleDescription(/De 0 a 10, con un decimal como máximo/);
  await review.getByLabel("Calificación (0 a 10)").fill("8.75");
  await review.getByRole("button", { name: "Guardar evaluación" }).click();
  await expect(review.getByRole("alert")).toHaveText("La calificación lleva como máximo un decimal (por ejemplo 8,7 u 8,8)");
  // Issue 34: the decimal comma the hint asks for is a grade, not 85 and an error.
  await review.getByLabel("Calificación (0 a 10)").fill("8,5");
  await review.getByRole("button", { name: "Guardar evaluación" }).click();
  await expect(review).toBeHidden();
  const evaluated = teacherPage.getByRole("region", { name: "Trabajos Ya Evaluados" }).getByTestId("work-item").filter({ hasText: moduleTitle });
  await expect(evaluated).toContainText("Aprobado");

  // Student and parent see the grade and the comment.
  await studentPage.reload();
  await expect(myWork).toContainText("Aprobado");
  await expect(myWork).toContainText("8,5/10");
  await expect(myWork).toContainText("¡Qué colores tan bonitos!");

  const parentPage = await signedInPage(browser, parent.email, parent.password);
  await parentPage.goto("/dashboard/student-work");
  const childWork = parentPage.getByTestId("work-item").filter({ hasText: moduleTitle });
  await expect(childWork).toContainText("8,5/10");
  await expect(childWork.getByRole("button", { name: /Revisar|Actualizar/ })).toHaveCount(0);
  await expectAccessible(parentPage);
});

test("with more than 20 works the review list pages: 20 on the first page, the rest on the next", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Paloma", lastName: "Páginas" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Pablo", lastName: "Entregas", tribe: "Tribu 2" });
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const teacherSession = await token(request, teacher.email, teacher.password);
  const studentSession = await token(request, student.email, student.password);
  // 22 modules, one hand-in each, oldest first: the newest (22) leads page 1, 02 and 01 make page 2.
  const titles = Array.from({ length: 22 }, (_, i) => `Página ${suffix} ${String(i + 1).padStart(2, "0")}`);
  for (const title of titles) {
    const created = await request.post("/api/modules", { headers: auth(teacherSession.token), data: { title, description: "Una actividad corta.", tribe: "Tribu 2" } });
    expect(created.ok()).toBe(true);
    const moduleId = ((await created.json()) as { module: { id: number } }).module.id;
    const handedIn = await request.post("/api/student-work-submissions", { headers: auth(studentSession.token), data: { moduleId, workDescription: `Entrega de ${title}` } });
    expect(handedIn.status()).toBe(201);
  }

  const page = await signedInPage(browser, teacher.email, teacher.password);
  await page.goto("/dashboard/student-work");
  const items = page.getByTestId("work-item");
  await expect(page.getByText("Mostrando 20 de 22 trabajos")).toBeVisible();
  await expect(items).toHaveCount(20);
  const card = (label: string) => page.getByRole("list", { name: "Resumen de trabajos" }).getByRole("listitem").filter({ hasText: label });
  await expect(card("Pendientes")).toHaveText(/^22\s*Pendientes$/);
  await expect(items.first()).toContainText(titles[21] as string);
  const pager = page.getByRole("navigation", { name: "Páginas de trabajos" });
  await expect(pager).toContainText("Página 1 de 2");
  await expect(pager.getByRole("button", { name: "Anterior" })).toBeDisabled();
  await expectAccessible(page);

  await pager.getByRole("button", { name: "Siguiente" }).click();
  await expect(pager).toContainText("Página 2 de 2");
  // 'Siguiente' is disabled now: reading goes on from the top of the list.
  await expect(page.getByRole("heading", { name: "Trabajos Pendientes de Revisión" })).toBeFocused();
  await expect(page.getByText("Mostrando 2 de 22 trabajos")).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(titles[1] as string);
  await expect(items.nth(1)).toContainText(titles[0] as string);
  await expect(page.getByRole("region", { name: "Trabajos Ya Evaluados" })).toContainText("No hay trabajos evaluados en esta página.");

  // Reviewing on page 2 keeps page 2; the cards count the whole list.
  await items.nth(0).getByRole("button", { name: /Revisar/ }).click();
  const review = page.getByRole("dialog", { name: "Evaluar trabajo" });
  await review.getByRole("button", { name: "Guardar evaluación" }).click();
  await expect(review).toBeHidden();
  await expect(pager).toContainText("Página 2 de 2");
  await expect(page.getByRole("region", { name: "Trabajos Ya Evaluados" }).getByTestId("work-item")).toContainText(titles[1] as string);
  await expect(card("Revisados")).toHaveText(/^1\s*Revisados$/);
  await expect(card("Pendientes")).toHaveText(/^21\s*Pendientes$/);

  // Page 1 holds only pending work now; it says the evaluated one is on another page, not that there is none.
  await pager.getByRole("button", { name: "Anterior" }).click();
  await expect(pager).toContainText("Página 1 de 2");
  await expect(page.getByRole("region", { name: "Trabajos Ya Evaluados" })).toContainText(
    "Los trabajos evaluados están en otras páginas de la lista (1 en total).",
  );

  // A new search starts again at page 1.
  await page.getByLabel("Buscar por estudiante o módulo").fill(`Página ${suffix} 0`);
  await expect(page.getByText("Mostrando 9 de 9 trabajos")).toBeVisible();
  await expect(pager).toBeHidden();
});
