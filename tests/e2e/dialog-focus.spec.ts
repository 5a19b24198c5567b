import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "./fixtures";
import { api, closesBackToOpener, pageAs, pageHeading, pretendClassroomConnected, sessionOf } from "./dialog-focus-fixtures";
import { samplePdf } from "./learning-fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";

async function closeContext(page: Page) {
  await page.context().close();
}

// Issue 21 (WCAG 2.4.3): every dialog of the app, opened and closed with Cancelar/Cerrar and with
// Escape, gives focus back to the control that opened it; a page change puts focus on the new
// page's heading; the phone menu keeps focus inside while open.

test("admin: people, families, privacy and the registration switch", async ({ browser, request }) => {
  const token = await adminToken(request);
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Foco${tag()}` });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Familia${tag()}` });
  const student = await createPerson(request, token, { role: "student", firstName: `Borrable${tag()}`, tribe: "Tribu 1" });
  const page = await pageAs(browser, e2eAdmin);

  await page.goto("/dashboard");
  const registration = page.getByRole("region", { name: "Registro de estudiantes" });
  await closesBackToOpener(page, registration.getByRole("switch", { name: "Registro abierto" }), /^¿(Cerrar|Abrir) el registro\?$/);

  await page.goto("/dashboard/users");
  await closesBackToOpener(page, page.getByRole("button", { name: "Crear Usuario" }), "Crear Usuario");
  await closesBackToOpener(page, page.getByRole("button", { name: "Asignar módulo por tribu" }), "Asignar módulo por tribu");
  await page.getByLabel("Buscar").fill(teacher.firstName);
  // Each search waits for its filtered list: a list drawn again under an open dialog is another test.
  await expect(page.getByText("Mostrando 1 de 1 usuarios")).toBeVisible();
  const name = `${teacher.firstName} ${teacher.lastName}`;
  await closesBackToOpener(page, page.getByRole("button", { name, exact: true }), `Módulos de ${name}`);
  await closesBackToOpener(page, page.getByRole("button", { name: `Editar a ${name}` }), `Editar a ${name}`);
  await closesBackToOpener(page, page.getByRole("button", { name: `Restablecer la contraseña de ${name}` }), "Restablecer contraseña");
  await closesBackToOpener(page, page.getByRole("button", { name: `Eliminar a ${name}` }), "Eliminar usuario");
  // A dialog whose opener is gone after the save (the deleted row) hands focus to the page's heading.
  await page.getByRole("button", { name: `Eliminar a ${name}` }).click();
  await page.getByRole("dialog", { name: "Eliminar usuario" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Mostrando 0 de 0 usuarios")).toBeVisible();
  await expect(pageHeading(page, "Usuarios")).toBeFocused();

  await page.goto("/dashboard/padres");
  await closesBackToOpener(page, page.getByRole("button", { name: "Crear Relación" }), "Crear Relación");
  const parentName = `${parent.firstName} ${parent.lastName}`;
  await page.getByLabel(/Buscar/).first().fill(parent.firstName);
  await expect(page.getByRole("list", { name: "Padres" }).getByRole("button", { name: /^Agregar hijo a / })).toHaveCount(1);
  await closesBackToOpener(page, page.getByRole("button", { name: `Agregar hijo a ${parentName}` }), `Agregar hijo a ${parentName}`);

  await page.goto("/dashboard/privacy");
  const studentName = `${student.firstName} ${student.lastName}`;
  await page.getByLabel(/Buscar/).first().fill(student.firstName);
  await expect(page.getByRole("button", { name: /^Borrar estudiante / })).toHaveCount(1);
  await closesBackToOpener(page, page.getByRole("button", { name: `Borrar estudiante ${studentName}` }), `Borrar a ${studentName}`);
});

test("admin: classes, enrolments, materials, exams, quizzes, assignments, the visual day and payments", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const admin = api(request, token);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}` });
  const student = await createPerson(request, token, { role: "student", firstName: `Inscrito${suffix}`, tribe: "Tribu 2" });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Paga${suffix}` });
  const classTitle = `Clase foco ${suffix}`;
  const created = await admin.post<{ class: { id: number } }>("/api/classes", { title: classTitle, teacherId: teacher.id });
  await admin.post("/api/studentclasses", { studentId: student.id, classId: created.class.id });
  const assignment = await admin.post<{ assignment: { id: number } }>("/api/assignments", { title: `Tarea foco ${suffix}`, classId: created.class.id, dueDate: "2099-06-30" });
  const module = await admin.post<{ id: number }>("/api/modules", { title: `Módulo foco ${suffix}`, description: "Para las pruebas de foco" });
  const examTitle = `Examen foco ${suffix}`;
  await admin.post("/api/exams", { title: examTitle, moduleId: module.id, duration: 30, totalQuestions: 10, passingScore: 60 });
  const quizTitle = `Cuestionario foco ${suffix}`;
  await admin.post("/api/quiz", { title: quizTitle, moduleId: module.id, duration: 10, totalQuestions: 5, passingScore: 60 });
  const materialTitle = `Material foco ${suffix}`;
  await admin.post("/api/materials", { title: materialTitle, type: "Lectura", url: "https://ejemplo.org/lectura" });
  const parentSession = await sessionOf(request, parent);
  await api(request, parentSession.token).multipart("/api/payments", { month: "04", year: String(new Date().getFullYear()), file: { name: "recibo.pdf", mimeType: "application/pdf", buffer: samplePdf } });
  const page = await pageAs(browser, e2eAdmin);

  await page.goto("/dashboard/classes");
  await closesBackToOpener(page, page.getByRole("button", { name: "Agregar Clase" }), "Agregar Clase");
  await closesBackToOpener(page, page.getByRole("button", { name: `Editar la clase ${classTitle}` }), "Editar Clase");

  await page.goto("/dashboard/studentclasses");
  await closesBackToOpener(page, page.getByRole("button", { name: "Inscribir estudiante" }), "Inscribir estudiante");
  await closesBackToOpener(page, page.getByRole("button", { name: `Quitar a ${student.firstName} ${student.lastName} de ${classTitle}` }), "Quitar inscripción");

  await page.goto("/dashboard/materials");
  await closesBackToOpener(page, page.getByRole("button", { name: "Agregar material" }), "Agregar material");
  const manage = page.getByRole("button", { name: `Gestionar ${materialTitle}` });
  await closesBackToOpener(page, manage, "Gestionar material");
  // The delete question opens from inside the material's dialog: focus goes back to its 'Eliminar'.
  await manage.click();
  const managing = page.getByRole("dialog", { name: "Gestionar material" });
  await managing.getByRole("button", { name: "Eliminar" }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminar material" });
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(managing.getByRole("button", { name: "Eliminar" })).toBeFocused();
  await managing.getByRole("button", { name: "Eliminar" }).press("Enter");
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(managing.getByRole("button", { name: "Eliminar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(managing).toBeHidden();
  await expect(manage).toBeFocused();

  for (const [path, add, edit, remove, itemTitle] of [
    ["/dashboard/exams", "Nuevo Examen", "Editar Examen", "Eliminar examen", examTitle],
    ["/dashboard/quiz", "Nuevo Cuestionario", "Editar Cuestionario", "Eliminar cuestionario", quizTitle],
  ] as const) {
    await page.goto(path);
    await closesBackToOpener(page, page.getByRole("button", { name: add }), add);
    await closesBackToOpener(page, page.getByRole("button", { name: `Editar ${itemTitle}` }), edit);
    await closesBackToOpener(page, page.getByRole("button", { name: `Eliminar ${itemTitle}` }), remove);
  }

  await page.goto(`/dashboard/assignments/${assignment.assignment.id}`);
  await closesBackToOpener(page, page.getByRole("button", { name: "Eliminar", exact: true }), "Eliminar tarea");

  await page.goto("/dashboard/admin-payments");
  await page.getByLabel("Buscar familia").fill(parent.firstName);
  await expect(page.getByTestId("payment-item")).toHaveCount(1);
  await closesBackToOpener(page, page.getByRole("button", { name: new RegExp(`^Revisar pago de ${parent.firstName}`) }), "Revisar pago");

  await page.goto("/dashboard/visual-day");
  await page.getByLabel("Tribu").selectOption("Tribu 4");
  const addStep = page.getByRole("button", { name: "Agregar paso" });
  await closesBackToOpener(page, addStep, "Agregar paso");
  const label = `Foco ${suffix}`.slice(0, 20);
  await addStep.click();
  await page.getByRole("dialog", { name: "Agregar paso" }).getByLabel("Nombre del paso").fill(label);
  await page.getByRole("dialog", { name: "Agregar paso" }).getByRole("button", { name: "Guardar paso" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  // A successful save closes the dialog and focus is back where it was.
  await expect(addStep).toBeFocused();
  await closesBackToOpener(page, page.getByRole("button", { name: `Editar «${label}»` }), "Editar paso");
  await closesBackToOpener(page, page.getByRole("button", { name: `Eliminar «${label}»` }), "Eliminar paso");
});

test("admin: to-do list, task board, CRM, quotations, WhatsApp and Google Classroom", async ({ browser, request }) => {
  const token = await adminToken(request);
  const admin = api(request, token);
  const suffix = tag();
  const todoTitle = `Pendiente foco ${suffix}`;
  await admin.post("/api/todo", { title: todoTitle });
  const taskName = `Tarea tablero ${suffix}`;
  await admin.post("/api/notion/tasks", { "Task name": taskName, Status: "Not started", Priority: "Medium" });
  const company = `Empresa foco ${suffix}`;
  await admin.post("/api/crm/clients", { name: company });
  const page = await pageAs(browser, e2eAdmin);

  await page.goto("/dashboard/todo");
  await closesBackToOpener(page, page.getByRole("button", { name: "Nueva tarea" }), "Nueva tarea");
  await closesBackToOpener(page, page.getByRole("button", { name: `Editar ${todoTitle}` }), "Editar tarea");
  await closesBackToOpener(page, page.getByRole("button", { name: `Eliminar ${todoTitle}` }), "Eliminar tarea");

  await page.goto("/dashboard/notion");
  await closesBackToOpener(page, page.getByRole("button", { name: "Nueva tarea" }), "Nueva tarea");
  await closesBackToOpener(page, page.getByRole("button", { name: `Editar ${taskName}` }), "Editar tarea");
  await closesBackToOpener(page, page.getByRole("button", { name: `Estado y prioridad de ${taskName}` }), "Estado y prioridad");
  await closesBackToOpener(page, page.getByRole("button", { name: `Eliminar ${taskName}` }), `Eliminar «${taskName}»`);

  await page.goto("/dashboard/crm");
  await closesBackToOpener(page, page.getByRole("button", { name: "Agregar Cliente" }), "Agregar Cliente");
  await closesBackToOpener(page, page.getByRole("button", { name: `Editar ${company}` }), "Editar Cliente");
  await closesBackToOpener(page, page.getByRole("button", { name: `Eliminar ${company}` }), "Eliminar cliente");
  const details = page.getByRole("button", { name: `Ver detalles de ${company}` });
  await closesBackToOpener(page, details, company);
  // 'Editar' in the details dialog replaces it with the edit dialog; closing that one returns to the row.
  await details.click();
  await page.getByRole("dialog", { name: company }).getByRole("button", { name: "Editar", exact: true }).click();
  const editing = page.getByRole("dialog", { name: "Editar Cliente" });
  await expect(editing).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editing).toBeHidden();
  await expect(details).toBeFocused();

  await page.goto("/dashboard/quotations");
  await closesBackToOpener(page, page.getByRole("button", { name: "Agregar a CRM" }), "Agregar cliente al CRM");
  await closesBackToOpener(page, page.getByRole("button", { name: "Enviar por correo" }), "Enviar cotización por correo");

  await page.goto("/dashboard/whatsapp");
  await closesBackToOpener(page, page.getByRole("button", { name: "Configuración" }), "Configuración de WhatsApp");

  await pretendClassroomConnected(page);
  await page.goto("/dashboard/google-classroom");
  await closesBackToOpener(page, page.getByRole("button", { name: "Desconectar" }), "¿Desconectar Google Classroom?");
});

test("admin: subjects, tribes and modules", async ({ browser, request }) => {
  const token = await adminToken(request);
  const admin = api(request, token);
  const suffix = tag();
  const materia = `Foco ${suffix}`;
  await admin.post("/api/materias", { name: materia });
  await admin.post("/api/tribe-materias", { tribeName: "Tribu 3", materiaName: materia });
  const moduleTitle = `Módulo ${suffix}`;
  await admin.post("/api/modules", { title: moduleTitle, description: "Un módulo para probar el foco.", tribe: "Tribu 3", materias: [materia] });
  const page = await pageAs(browser, e2eAdmin);

  await page.goto("/dashboard/materias");
  await closesBackToOpener(page, page.getByRole("button", { name: "Nueva Materia" }), "Nueva Materia");
  await closesBackToOpener(page, page.getByRole("button", { name: `Eliminar ${materia}` }), "Eliminar materia");

  await page.goto("/dashboard/tribu-3");
  await closesBackToOpener(page, page.getByRole("button", { name: "Agregar Materia" }), "Agregar Materia");
  await closesBackToOpener(page, page.getByRole("button", { name: `Quitar ${materia} de Tribu 3` }), "Quitar materia");

  await page.goto(`/dashboard/tribu-3/${encodeURIComponent(materia)}`);
  await closesBackToOpener(page, page.getByRole("button", { name: "Crear módulo" }), "Crear módulo");
  await closesBackToOpener(page, page.getByRole("button", { name: `Editar ${moduleTitle}` }), "Editar módulo");

  await page.goto(`/dashboard/materias/${encodeURIComponent(materia)}/modulos`);
  await closesBackToOpener(page, page.getByRole("button", { name: "Crear módulo" }), "Crear módulo");

  await page.goto("/dashboard/modules");
  await page.getByLabel("Buscar").first().fill(moduleTitle);
  await expect(page.getByText("Mostrando 1 de 1 módulos")).toBeVisible();
  await closesBackToOpener(page, page.getByRole("button", { name: "Crear Módulo" }), "Crear Módulo");
  await closesBackToOpener(page, page.getByRole("button", { name: `Editar ${moduleTitle}` }), "Editar Módulo");
  await closesBackToOpener(page, page.getByRole("button", { name: `Eliminar ${moduleTitle}` }), "Eliminar módulo");

  await page.goto(`/dashboard/tribu-3/${encodeURIComponent(materia)}/${encodeURIComponent(moduleTitle)}`);
  await closesBackToOpener(page, page.getByRole("button", { name: "Editar módulo" }), "Editar módulo");
  await closesBackToOpener(page, page.getByRole("button", { name: "Eliminar módulo" }), "Eliminar módulo");

  // The create form opened as its own page: closing it goes back to the table, focus on its heading.
  await page.goto("/dashboard/modules/new");
  await page.getByRole("dialog", { name: "Crear Módulo" }).getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(/\/dashboard\/modules$/);
  await expect(pageHeading(page, "Módulos")).toBeFocused();
});

test("teacher reviews work (an invalid grade is named), the student hands in by keyboard, the parent's dialogs", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const admin = api(request, token);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Revisa${suffix}` });
  const student = await createPerson(request, token, { role: "student", firstName: `Entrega${suffix}`, tribe: "Tribu 1" });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Madre${suffix}` });
  await linkChild(request, token, parent.id, student.id);
  const materia = `Entregas ${suffix}`;
  await admin.post("/api/materias", { name: materia });
  await admin.post("/api/tribe-materias", { tribeName: "Tribu 1", materiaName: materia });
  const teacherSession = await sessionOf(request, teacher);
  const moduleTitle = `Dibujo ${suffix}`;
  const module = await api(request, teacherSession.token).post<{ id: number }>("/api/modules", { title: moduleTitle, description: "Dibuja tu casa.", tribe: "Tribu 1", materias: [materia] });
  const otherTitle = `Pintura ${suffix}`;
  await api(request, teacherSession.token).post("/api/modules", { title: otherTitle, description: "Pinta el cielo.", tribe: "Tribu 1", materias: [materia] });
  const studentSession = await sessionOf(request, student);
  await api(request, studentSession.token).multipart("/api/student-work-submissions", { moduleId: String(module.id), workUrl: "https://ejemplo.org/mi-casa", workDescription: "Mi casa" });
  const parentSession = await sessionOf(request, parent);
  await api(request, parentSession.token).multipart("/api/payments", { month: "05", year: String(new Date().getFullYear()), file: { name: "recibo.pdf", mimeType: "application/pdf", buffer: samplePdf } });

  // Teacher: the review dialog, and a grade out of range that the field names.
  const teacherPage = await pageAs(browser, teacher);
  await teacherPage.goto("/dashboard/student-work");
  const review = teacherPage.getByRole("button", { name: `Revisar el trabajo de ${student.firstName} ${student.lastName} en ${moduleTitle}` });
  await closesBackToOpener(teacherPage, review, "Evaluar trabajo");
  await review.click();
  const dialog = teacherPage.getByRole("dialog", { name: "Evaluar trabajo" });
  const grade = dialog.getByLabel("Calificación (0 a 10)");
  await expect(grade).not.toHaveAttribute("aria-invalid", "true");
  await grade.fill("12");
  await dialog.getByRole("button", { name: "Guardar evaluación" }).click();
  await expect(grade).toHaveAttribute("aria-invalid", "true");
  // The grade is a NumberField since issue 34: its error is the design system's field error, with its "⚠".
  await expect(grade).toHaveAccessibleDescription("⚠ La calificación debe ser un número entre 0 y 10 De 0 a 10, con un decimal como máximo (por ejemplo 8,5).");
  await closeContext(teacherPage);

  // Student: hand-in dialog, and its file picker reached with Tab alone.
  const studentPage = await pageAs(browser, student);
  await studentPage.goto(`/dashboard/tribu-1/${encodeURIComponent(materia)}/${encodeURIComponent(otherTitle)}`);
  const handIn = studentPage.getByTestId("my-work").getByRole("button", { name: "Entregar mi trabajo" });
  await closesBackToOpener(studentPage, handIn, "Entregar Trabajo");
  await handIn.click();
  const handInDialog = studentPage.getByRole("dialog", { name: "Entregar Trabajo" });
  await handInDialog.getByText("Otras formas de entregar").click();
  await handInDialog.getByRole("tab", { name: "Subir archivo" }).click();
  const picker = handInDialog.getByLabel(/^Archivo/);
  let reached = false;
  for (let step = 0; step < 8 && !reached; step += 1) {
    await studentPage.keyboard.press("Tab");
    reached = await picker.evaluate((input) => input === document.activeElement);
  }
  expect(reached, "the file picker is reached with Tab").toBe(true);
  await closeContext(studentPage);

  // Parent: consent and a payment to delete.
  const parentPage = await pageAs(browser, parent);
  await parentPage.goto("/dashboard/children");
  const card = parentPage.getByRole("listitem").filter({ has: parentPage.getByRole("heading", { name: `${student.firstName} ${student.lastName}` }) });
  await closesBackToOpener(parentPage, card.getByRole("button", { name: "Dar consentimiento" }), "Autorización de tratamiento de datos");
  await card.getByRole("button", { name: "Dar consentimiento" }).click();
  await parentPage.getByRole("dialog", { name: "Autorización de tratamiento de datos" }).getByRole("button", { name: "Doy mi consentimiento" }).click();
  // After the save the same button now offers the way back.
  await expect(card.getByRole("button", { name: "Retirar consentimiento" })).toBeFocused();
  await closesBackToOpener(parentPage, card.getByRole("button", { name: "Retirar consentimiento" }), "Retirar consentimiento");
  await parentPage.goto("/dashboard/payments");
  await closesBackToOpener(parentPage, parentPage.getByRole("button", { name: /^Eliminar Mayo/ }), "Eliminar ficha de pago");
});

test("moving to another page puts focus on its heading; the phone menu keeps focus and closes with Escape", async ({ browser }) => {
  const page = await pageAs(browser, e2eAdmin, 390);
  const openMenu = page.getByRole("button", { name: "Abrir menú" });
  await openMenu.click();
  const menu = page.getByRole("navigation", { name: "Secciones" });
  await expect(page.getByRole("button", { name: "Cerrar menú" })).toBeFocused();
  // Tab goes round the menu, never to the page behind it.
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="sidebar"]')))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="sidebar"]')))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(openMenu).toBeFocused();

  await openMenu.click();
  await menu.getByRole("link", { name: "Usuarios" }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(pageHeading(page, "Usuarios")).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Materias" }).click();
  await expect(pageHeading(page, "Materias")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Nueva Materia" })).toBeFocused();
});

// Issue 34: a dialog opened on its "Cerrar" button closed again on the Enter that followed. It opens
// on its first field, or on its heading when it has none; a question never opens on its destructive
// button; Escape still gives focus back to the opener.
test("a dialog opens on its first field, a question on its heading, and an Enter right after opening closes neither", async ({ browser, request }) => {
  const token = await adminToken(request);
  const company = `Empresa Enter ${tag()}`;
  await api(request, token).post("/api/crm/clients", { name: company });
  const page = await pageAs(browser, e2eAdmin);
  await page.goto("/dashboard/crm");

  const add = page.getByRole("button", { name: "Agregar Cliente" });
  await add.focus();
  await page.keyboard.press("Enter");
  const adding = page.getByRole("dialog", { name: "Agregar Cliente" });
  await expect(adding.getByLabel("Empresa *")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(adding).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(adding).toBeHidden();
  await expect(add).toBeFocused();

  const remove = page.getByRole("button", { name: `Eliminar ${company}` });
  await remove.focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("dialog", { name: "Eliminar cliente" });
  await expect(question.getByRole("heading", { name: "Eliminar cliente", level: 2 })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Eliminar", exact: true })).not.toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByRole("button", { name: `Ver detalles de ${company}` })).toBeVisible();

  // Details have no field either: the heading, and Tab then reaches the dialog's buttons.
  const details = page.getByRole("button", { name: `Ver detalles de ${company}` });
  await details.focus();
  await page.keyboard.press("Enter");
  const shown = page.getByRole("dialog", { name: company });
  await expect(shown.getByRole("heading", { name: company, level: 2 })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(shown).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(details).toBeFocused();
});
