import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, showFullView, signIn, uniqueEmail } from "./fixtures";
import { adminToken, assignModules, createModule, createPerson, linkChild, tag } from "./people-fixtures";

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/login");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("admin creates a user, filters the table, edits the status and saves it", async ({ page }) => {
  const name = `Creada${tag()}`;
  const email = uniqueEmail("creada");
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/users");
  await expect(page.getByRole("heading", { name: "Usuarios", level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Crear Usuario" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear Usuario" });
  // all four required: the spec's message, nothing sent
  await dialog.getByRole("button", { name: "Crear Usuario" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Por favor completa todos los campos requeridos");
  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByLabel("Apellido").fill("Nueva");
  await dialog.getByLabel("Correo Electrónico").fill(email);
  await dialog.getByLabel("Contraseña", { exact: true }).fill("girasol-azul-2026");
  await expect(dialog.getByLabel("Rol")).toHaveValue("student");
  await expect(dialog.getByLabel("Estado")).toHaveValue("active");
  await expect(dialog.getByLabel("Horas")).toHaveValue("0");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Crear Usuario" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Buscar").fill(name);
  await expect(page.getByText("Mostrando 1 de 1 usuarios")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await page.getByLabel("Rol", { exact: true }).selectOption("student");
  await expect(page.getByText("Mostrando 1 de 1 usuarios")).toBeVisible();

  // the row only shows; 'Editar' opens the person's dialog, and what is typed there waits for 'Guardar'
  await expect(row.getByRole("combobox")).toHaveCount(0);
  const editButton = row.getByRole("button", { name: `Editar a ${name} Nueva` });
  await editButton.click();
  let edit = page.getByRole("dialog", { name: `Editar a ${name} Nueva` });
  await edit.getByLabel("Estado").selectOption("suspended");
  await edit.getByLabel("Notas").fill("Vuelve en marzo");
  await edit.getByRole("button", { name: "Volver a la lista" }).click();
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();
  await expect(row.getByText("Sin guardar")).toBeVisible();
  await expect(row).toContainText("Activo");

  await editButton.click();
  edit = page.getByRole("dialog", { name: `Editar a ${name} Nueva` });
  await expect(edit.getByLabel("Notas")).toHaveValue("Vuelve en marzo");
  await edit.getByLabel("Horas").fill("7,5");
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Cambios guardados correctamente")).toBeVisible();
  await expect(editButton).toBeFocused();
  await page.reload();
  await page.getByLabel("Buscar").fill(name);
  const fresh = page.getByRole("row").filter({ hasText: email });
  await expect(fresh).toContainText("Suspendido");
  await expect(fresh.getByText("Sin guardar")).toHaveCount(0);
  await fresh.getByRole("button", { name: `Editar a ${name} Nueva` }).click();
  edit = page.getByRole("dialog", { name: `Editar a ${name} Nueva` });
  await expect(edit.getByLabel("Horas")).toHaveValue("7,5");
  await expect(edit.getByLabel("Notas")).toHaveValue("Vuelve en marzo");
  await expect(edit.getByLabel("Estado")).toHaveValue("suspended");
  await page.keyboard.press("Escape");

  await page.getByLabel("Limpiar").or(page.getByRole("button", { name: "Limpiar" })).click();
  await expect(page.getByLabel("Buscar")).toHaveValue("");
});

test("admin cannot delete themselves, and deletes another user after confirming", async ({ page, request }) => {
  const token = await adminToken(request);
  const victim = await createPerson(request, token, { role: "teacher", firstName: `Borrar${tag()}` });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/users");
  await page.getByLabel("Buscar").fill(e2eAdmin.email);
  await expect(page.getByRole("button", { name: "No puedes eliminar tu propia cuenta" })).toBeDisabled();
  await page.getByLabel("Buscar").fill(victim.firstName);
  await page.getByRole("button", { name: `Eliminar a ${victim.firstName} ${victim.lastName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminar usuario" });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Usuario eliminado correctamente.").first()).toBeVisible();
  await expect(page.getByText("Mostrando 0 de 0 usuarios")).toBeVisible();
});

test("admin assigns a module to a whole tribe", async ({ page, request }) => {
  const token = await adminToken(request);
  const stamp = tag();
  const moduleTitle = `Módulo tribu ${stamp}`;
  const moduleId = await createModule(request, token, moduleTitle);
  const members = [];
  for (let i = 0; i < 4; i++) members.push(await createPerson(request, token, { role: "student", firstName: `Tribal${stamp}${i}`, tribe: "Tribu 5" }));
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/users");
  await page.getByRole("button", { name: "Asignar módulo por tribu" }).click();
  const dialog = page.getByRole("dialog", { name: "Asignar módulo por tribu" });
  await dialog.getByLabel("Tribu").selectOption("Tribu 5");
  await expect(dialog.getByRole("listitem")).toHaveCount(3);
  await expect(dialog.getByText(/^y \d+ más$/)).toBeVisible();
  await dialog.getByLabel("Módulo").selectOption({ label: moduleTitle });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Asignar módulo" }).click();
  await expect(page.getByText(/Módulo asignado a \d+ usuarios de Tribu 5/).first()).toBeVisible();
  for (const member of members) {
    const response = await request.get(`/api/users/${member.id}/modules`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await response.json()) as { moduleIds: number[] }).moduleIds).toContain(moduleId);
  }
});

test("admin links a parent to a student in 'Gestión de Padres' and removes the link", async ({ page, request }) => {
  const token = await adminToken(request);
  const stamp = tag();
  const parent = await createPerson(request, token, { role: "parent", firstName: `Madre${stamp}` });
  const student = await createPerson(request, token, { role: "student", firstName: `Hijo${stamp}` });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/padres");
  await expect(page.getByRole("heading", { name: "Gestión de Padres", level: 1 })).toBeVisible();
  await page.getByLabel("Buscar padres").fill(parent.firstName);
  const card = page.getByRole("listitem").filter({ hasText: parent.email });
  await expect(card).toBeVisible();
  await expect(card.getByText("Sin hijos asignados")).toBeVisible();
  await expectAccessible(page);

  await card.getByRole("button", { name: `Agregar hijo a ${parent.firstName} ${parent.lastName}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Estudiante").selectOption({ label: `${student.firstName} ${student.lastName} (${student.email})` });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Crear Relación" }).click();
  await expect(page.getByText("Relación creada correctamente")).toBeVisible();
  await expect(card.getByText(`${student.firstName} ${student.lastName}`)).toBeVisible();
  // the 3 s message goes away on its own
  await expect(page.getByText("Relación creada correctamente")).toBeHidden({ timeout: 6000 });

  // 'Quitar' asks first, naming both (issue 22); 'Cancelar' keeps the link.
  const unlink = card.getByRole("button", { name: `Quitar a ${student.firstName} ${student.lastName} de ${parent.firstName} ${parent.lastName}` });
  await unlink.click();
  const confirm = page.getByRole("dialog", { name: "Quitar relación" });
  await expect(confirm).toContainText(`¿Quitar a ${student.firstName} ${student.lastName} de los hijos de ${parent.firstName} ${parent.lastName}?`);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(unlink).toBeFocused();
  await expect(card).toContainText(`${student.firstName} ${student.lastName}`);
  await unlink.click();
  await confirm.getByRole("button", { name: "Quitar relación" }).click();
  await expect(page.getByText("Relación eliminada correctamente")).toBeVisible();
  await expect(card.getByText("Sin hijos asignados")).toBeVisible();
});

test("a parent signs in and sees exactly their children, their progress and work", async ({ page, request }) => {
  const token = await adminToken(request);
  const stamp = tag();
  const parent = await createPerson(request, token, { role: "parent", firstName: `Papa${stamp}` });
  const other = await createPerson(request, token, { role: "parent", firstName: `Otro${stamp}` });
  // No tribe: other journeys add modules to tribes, which a tribe member would also count as active.
  const childA = await createPerson(request, token, { role: "student", firstName: `Luna${stamp}` });
  const childB = await createPerson(request, token, { role: "student", firstName: `Sol${stamp}` });
  const stranger = await createPerson(request, token, { role: "student", firstName: `Ajeno${stamp}` });
  await linkChild(request, token, parent.id, childA.id);
  await linkChild(request, token, parent.id, childB.id);
  await linkChild(request, token, other.id, stranger.id);
  const moduleId = await createModule(request, token, `Lectura ${stamp}`);
  await assignModules(request, token, childA.id, [moduleId]);

  await signInAs(page, parent.email, parent.password);
  await expect(page.getByRole("heading", { name: `¡Bienvenido/a, ${parent.firstName}!` })).toBeVisible();
  const summary = page.getByRole("list", { name: "Resumen" });
  await expect(summary.getByRole("listitem").filter({ hasText: "Hijos" })).toContainText("2");
  await expect(summary.getByRole("listitem").filter({ hasText: "Módulos activos" })).toContainText("1");
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Mis Hijos" }).click();
  await expect(page.getByRole("heading", { name: "Mis Hijos", level: 1 })).toBeVisible();
  const cards = page.getByRole("list", { name: "Mis Hijos" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(page.getByText(childA.firstName, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(stranger.firstName)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: `Ver Progreso de ${childA.firstName}` }).click();
  await expect(page.getByRole("heading", { name: `Progreso de ${childA.firstName} ${childA.lastName}` })).toBeVisible();
  await expect(page.getByText(`Lectura ${stamp}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Ver Trabajos" }).click();
  await expect(page.getByRole("heading", { name: `Trabajos de ${childA.firstName} ${childA.lastName}` })).toBeVisible();
  await expect(page.getByText("Todavía no hay trabajos entregados.")).toBeVisible();
  await expectAccessible(page);
  await page.goto("/dashboard/work-submissions");
  await expect(page.getByRole("heading", { name: "Trabajos", level: 1 })).toBeVisible();
  await expect(page.getByText("Todavía no hay trabajos entregados.")).toBeVisible();
  await expectAccessible(page);

  // another family's child is refused by the server (403), which leads to /unauthorized (spec section 2)
  await page.goto(`/dashboard/children/${stranger.id}/progress`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText(stranger.firstName)).toHaveCount(0);
});

test("each dashboard shows its figures", async ({ page, request }) => {
  const token = await adminToken(request);
  const stamp = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${stamp}` });
  const student = await createPerson(request, token, { role: "student", firstName: `Alumna${stamp}` });
  const moduleId = await createModule(request, token, `Números ${stamp}`);
  await assignModules(request, token, student.id, [moduleId]);

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.getByRole("heading", { name: "Panel de Administración" })).toBeVisible();
  const adminSummary = page.getByRole("list", { name: "Resumen" });
  for (const label of ["Total de usuarios", "Usuarios activos", "Coordinadores", "Clases", "Nuevos este mes"]) {
    await expect(adminSummary.getByText(label)).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Usuarios Recientes" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Usuarios Recientes" }).getByRole("row")).toHaveCount(5);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Cerrar sesión" }).click();

  await signInAs(page, teacher.email, teacher.password);
  await expect(page.getByRole("heading", { name: `¡Hola, ${teacher.firstName}!` })).toBeVisible();
  const teacherSummary = page.getByRole("list", { name: "Resumen" });
  await expect(teacherSummary.getByRole("listitem")).toHaveCount(5);
  await expect(teacherSummary.getByRole("listitem").filter({ hasText: "Clases activas" })).toContainText("0");
  await expect(page.getByText("Con Tribu", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Mis Estudiantes" }).click();
  await expect(page.getByRole("heading", { name: "Mis Estudiantes", level: 1 })).toBeVisible();
  // a new teacher has no classes, so the server lists nobody
  await expect(page.getByText("Mostrando 0 de 0 usuarios")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Cerrar sesión" }).click();

  // The student's statistics page is the full view a teacher or parent can switch a child to (issue 21).
  await showFullView(page, student.email, student.password);
  await signInAs(page, student.email, student.password);
  await expect(page.getByRole("heading", { name: `¡Hola, ${student.firstName}!` })).toBeVisible();
  await expect(page.getByText("Nivel 1")).toBeVisible();
  const studentSummary = page.getByRole("list", { name: "Resumen" });
  await expect(studentSummary.getByRole("listitem").filter({ hasText: "Módulos activos" })).toContainText("1");
  await expect(page.getByText(`Números ${stamp}: 0%`)).toBeVisible();
  await expect(page.getByText("Logros obtenidos")).toBeVisible();
  await expectAccessible(page);
});

test("profile and settings: mismatched passwords send nothing, a saved name updates the sidebar", async ({ page, request }) => {
  const token = await adminToken(request);
  const parent = await createPerson(request, token, { role: "parent", firstName: `Perfil${tag()}` });
  await signInAs(page, parent.email, parent.password);
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Configuración", level: 1 })).toBeVisible();
  await page.getByLabel("Contraseña actual").fill(parent.password);
  await page.getByLabel("Nueva contraseña", { exact: true }).fill("nueva-clave-1");
  await page.getByLabel("Confirmar nueva contraseña").fill("otra-clave-2");
  let sent = false;
  page.on("request", (r) => {
    if (r.url().includes("users.update")) sent = true;
  });
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Las contraseñas no coinciden" }).first()).toBeVisible();
  expect(sent).toBe(false);
  await expectAccessible(page);

  await page.getByLabel("Nombre", { exact: true }).fill("Renombrada");
  await page.getByLabel("Confirmar nueva contraseña").fill("nueva-clave-1");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado correctamente").first()).toBeVisible();
  await expect(page.getByTestId("sidebar")).toContainText("Renombrada");

  await page.goto("/dashboard/profile");
  await expect(page.getByLabel("Rol")).toHaveValue("Padre/Madre");
  await page.getByLabel("URL del avatar").fill("no-es-url");
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByText("La URL del avatar debe empezar por http:// o https://").first()).toBeVisible();
  await page.getByLabel("URL del avatar").fill("");
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByText("¡Perfil actualizado!").first()).toBeVisible();
  await expectAccessible(page);
});

test("on a 390 px phone the users table is a list of cards, nothing scrolls sideways, and the pages stay accessible", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.getByRole("heading", { name: "Panel de Administración" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/dashboard/users");
  // Other journeys add users; the admin's own row (oldest) is found by searching for it.
  await page.getByLabel("Buscar").fill(e2eAdmin.email);
  const region = page.getByRole("region", { name: "Tabla de usuarios", exact: true });
  await expect(region).toBeVisible();
  await expect(region.getByText(e2eAdmin.email)).toBeVisible();
  const sizes = await region.evaluate((el) => ({
    inner: el.scrollWidth,
    outer: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes.page).toBeLessThanOrEqual(390);
  expect(sizes.inner).toBeLessThanOrEqual(sizes.outer);
  const own = region.getByRole("button", { name: "No puedes eliminar tu propia cuenta" }).first();
  await own.scrollIntoViewIfNeeded();
  await expect(own).toBeInViewport();
  await expectAccessible(page);
  await page.goto("/dashboard/padres");
  await expect(page.getByRole("heading", { name: "Gestión de Padres", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test("admin assigns modules to one user from the dialog opened on their name", async ({ page, request }) => {
  const token = await adminToken(request);
  const stamp = tag();
  const student = await createPerson(request, token, { role: "student", firstName: `Uno${stamp}` });
  const title = `Individual ${stamp}`;
  const moduleId = await createModule(request, token, title);
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/users");
  await page.getByLabel("Buscar").fill(student.firstName);
  await page.getByRole("button", { name: `${student.firstName} ${student.lastName}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Módulos de ${student.firstName} ${student.lastName}` });
  await dialog.getByRole("checkbox", { name: title }).check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Guardar módulos" }).click();
  await expect(dialog).toBeHidden();
  const response = await request.get(`/api/users/${student.id}/modules`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await response.json()) as { moduleIds: number[] }).moduleIds).toEqual([moduleId]);
});
