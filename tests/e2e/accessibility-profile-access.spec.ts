import { expect, type Page, test } from "@playwright/test";
import { api, pageAs } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";

async function saveChoice(page: Page, heading: string, choice: RegExp) {
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await page.getByRole("checkbox", { name: choice }).check();
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(page.getByText("Preferencias de accesibilidad guardadas").first()).toBeVisible();
}

// Issue 21 (section 5): the profile was the parent's alone, under 'Ver Progreso'.
test("the child's teacher, the admin and the parent reach the profile from their lists; the child reads it as 'Cómo me gusta aprender'", async ({ browser, request }) => {
  const token = await adminToken(request);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}` });
  const otherTeacher = await createPerson(request, token, { role: "teacher", firstName: `Otra${suffix}` });
  const child = await createPerson(request, token, { role: "student", firstName: `Alba${suffix}`, tribe: "Tribu 1" });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Papá${suffix}` });
  await linkChild(request, token, parent.id, child.id);
  const created = await api(request, token).post<{ class: { id: number } }>("/api/classes", { title: `Lectura ${suffix}`, teacherId: teacher.id });
  await api(request, token).post("/api/studentclasses", { studentId: child.id, classId: created.class.id });
  const childName = `${child.firstName} ${child.lastName}`;

  // The teacher, from 'Mis Estudiantes'.
  const teacherPage = await pageAs(browser, teacher);
  await teacherPage.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Mis Estudiantes" }).click();
  await teacherPage.getByRole("link", { name: `Accesibilidad y lectura de ${childName}` }).click();
  await saveChoice(teacherPage, `Accesibilidad y lectura de ${child.firstName}`, /Lectura cómoda para dislexia/);
  await expectAccessible(teacherPage);
  await teacherPage.getByRole("link", { name: "Volver a Mis Estudiantes" }).click();
  await expect(teacherPage).toHaveURL(/\/dashboard\/students/);

  // A teacher without the child in a class gets the app's 'No autorizado' page, as for any refused record.
  const otherPage = await pageAs(browser, otherTeacher);
  await otherPage.goto(`/dashboard/students/${child.id}/accessibility`);
  await expect(otherPage.getByRole("heading", { name: "No autorizado" })).toBeVisible();
  await expect(otherPage.getByRole("button", { name: "Guardar preferencias" })).toHaveCount(0);

  // The admin, from 'Usuarios'.
  const adminPage = await pageAs(browser, e2eAdmin);
  await adminPage.goto("/dashboard/users");
  await adminPage.getByLabel("Buscar").fill(child.firstName);
  // The search answers after a pause: the list is redrawn, so wait for it before tapping a row's link.
  await expect(adminPage.getByText("Mostrando 1 de 1 usuarios")).toBeVisible();
  await adminPage.getByRole("link", { name: `Accesibilidad y lectura de ${childName}` }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/dashboard/students/${child.id}/accessibility`));
  await expect(adminPage.getByRole("checkbox", { name: /Lectura cómoda para dislexia/ })).toBeChecked();
  await saveChoice(adminPage, `Accesibilidad y lectura de ${child.firstName}`, /Botones más grandes/);

  // A student who is gone: said so, with nothing to save.
  await adminPage.goto("/dashboard/students/999999/accessibility");
  await expect(adminPage.getByRole("alert").filter({ hasText: "El usuario no existe o ya fue eliminado." })).toBeVisible();
  await expect(adminPage.getByRole("button", { name: "Guardar preferencias" })).toHaveCount(0);

  // The parent, from the child's card in 'Mis Hijos'.
  const parentPage = await pageAs(browser, parent);
  await parentPage.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Mis Hijos" }).click();
  await parentPage.getByRole("link", { name: `Accesibilidad y lectura de ${child.firstName}` }).click();
  await expect(parentPage.getByRole("checkbox", { name: /Botones más grandes/ })).toBeChecked();
  await expectAccessible(parentPage);

  // The child reads it, in their words, and cannot change it.
  const childPage = await pageAs(browser, child);
  // From their simple home (issue 21), then also under 'Mi Perfil'.
  await childPage.getByRole("navigation", { name: "Más" }).getByRole("link", { name: "Cómo me gusta aprender" }).click();
  await expect(childPage.getByRole("heading", { level: 1, name: "Cómo me gusta aprender" })).toBeVisible();
  await childPage.goto("/dashboard/profile");
  const mine = childPage.getByRole("region", { name: "Cómo me gusta aprender" });
  await expect(mine).toContainText("Letra fácil de leer, con más espacio");
  await expect(mine).toContainText("Botones grandes");
  await expect(mine).not.toContainText("Sin animaciones");
  await expect(childPage.getByRole("checkbox")).toHaveCount(0);
  await expect(childPage.getByRole("button", { name: "Guardar preferencias" })).toHaveCount(0);
  await expectAccessible(childPage);
  await childPage.goto("/dashboard/como-aprendo");
  await expect(childPage.getByRole("heading", { level: 1, name: "Cómo me gusta aprender" })).toBeVisible();
  await expect(childPage.getByRole("listitem").filter({ hasText: "Letra fácil de leer, con más espacio" })).toBeVisible();
  await expectAccessible(childPage);
});
