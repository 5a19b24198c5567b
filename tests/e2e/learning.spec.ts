import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin, samplePdf } from "./learning-fixtures";

const videoId = "dQw4w9WgXcQ";

async function signInAt(page: Page, email: string, password: string) {
  await page.goto("/login");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("admin adds a materia to Tribu 2, a teacher creates a module with a PDF and a video, a student opens it", async ({
  browser,
  request,
}) => {
  // Three people and eleven axe checks: 33 s alone, 2 minutes beside another journey on two cores.
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36).slice(-5);
  const materia = `Ciencias ${suffix}`;
  const moduleTitle = `Plantas que crecen ${suffix}`;
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Tomás", lastName: "Maestro" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Sofía", lastName: "Alumna", tribe: "Tribu 2" });

  // Admin: a new materia, then add it to Tribu 2.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAt(admin, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/dashboard/materias");
  await expect(admin.getByRole("heading", { name: "Materias", level: 1 })).toBeVisible();
  await admin.getByRole("button", { name: "Nueva Materia" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nueva Materia" });
  await expect(dialog.getByRole("button", { name: "Crear materia" })).toBeDisabled();
  await dialog.getByLabel("Nombre *").fill(`  ${materia}  `);
  await dialog.getByLabel("Descripción (opcional)").fill("Observamos la naturaleza.");
  await expectAccessible(admin);
  await dialog.getByRole("button", { name: "Crear materia" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("link", { name: new RegExp(materia) })).toBeVisible();
  await admin.getByLabel("Buscar materias").fill(suffix);
  await expect(admin.getByText("Mostrando")).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("link", { name: new RegExp(materia) }).click();
  await expect(admin.getByRole("heading", { name: materia, level: 1 })).toBeVisible();
  await expect(admin.getByText("Observamos la naturaleza.")).toBeVisible();
  await expect(admin.getByRole("link", { name: "Volver a Materias" })).toBeVisible();
  await expectAccessible(admin);
  await admin.goto("/dashboard/materias/No%20existe");
  await expect(admin.getByRole("heading", { name: "Materia no encontrada" })).toBeVisible();

  await admin.goto("/dashboard/tribu-2");
  await expect(admin.getByRole("heading", { name: "Tribu 2", level: 1 })).toBeVisible();
  await admin.getByRole("button", { name: "Agregar Materia" }).click();
  const add = admin.getByRole("dialog", { name: "Agregar Materia" });
  await expect(add.getByRole("tab", { name: "Existentes" })).toBeVisible();
  await expect(add.getByRole("tab", { name: "Crear" })).toBeVisible();
  await expect(add.getByRole("button", { name: "Agregar seleccionadas" })).toBeDisabled();
  await add.getByRole("checkbox", { name: materia }).check();
  await expectAccessible(admin);
  await add.getByRole("button", { name: "Agregar seleccionadas" }).click();
  await expect(add).toBeHidden();
  await expect(admin.getByRole("link", { name: new RegExp(materia) })).toBeVisible();
  await expect(admin.getByRole("button", { name: `Quitar ${materia} de Tribu 2` })).toBeVisible();
  await expectAccessible(admin);
  // The server is the source of truth: a reload still lists it.
  await admin.reload();
  await expect(admin.getByRole("link", { name: new RegExp(materia) })).toBeVisible();

  // Teacher: a module with a PDF and a YouTube link on the tribe-subject page.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signInAt(teacherPage, teacher.email, teacher.password);
  await teacherPage.goto("/dashboard/tribu-2");
  await teacherPage.getByRole("link", { name: new RegExp(materia) }).click();
  await expect(teacherPage.getByRole("heading", { name: materia, level: 1 })).toBeVisible();
  await expect(teacherPage.getByText("No se encontraron módulos")).toBeVisible();
  await expectAccessible(teacherPage);
  await teacherPage.getByRole("button", { name: "Crear módulo" }).click();
  const create = teacherPage.getByRole("dialog", { name: "Crear módulo" });
  await create.getByRole("button", { name: "Crear módulo" }).click();
  await expect(create.getByText("El título y la descripción son requeridos")).toBeVisible();
  await create.getByLabel("Título *").fill(moduleTitle);
  await create.getByLabel("Descripción *").fill("Sembramos una semilla y la miramos crecer cada día.");
  await create.getByLabel("Archivo PDF (opcional)").setInputFiles({ name: "semillas.pdf", mimeType: "application/pdf", buffer: samplePdf });
  await create.getByLabel("Enlace de YouTube (opcional)").fill(`https://youtu.be/${videoId}`);
  await create.getByLabel("Instrucciones (opcional)").fill("Dibuja tu planta.");
  await expectAccessible(teacherPage);
  await create.getByRole("button", { name: "Crear módulo" }).click();
  await expect(create).toBeHidden();
  await expect(teacherPage.locator(".toast-title").filter({ hasText: "¡Módulo creado exitosamente y asociado a la materia y tribu!" })).toBeVisible();
  await expect(teacherPage.getByRole("link", { name: moduleTitle })).toBeVisible();
  await expect(teacherPage.getByRole("button", { name: `Editar ${moduleTitle}` })).toBeVisible();
  await expectAccessible(teacherPage);

  await teacherPage.goto(`/dashboard/materias/${encodeURIComponent(materia)}/modulos`);
  await expect(teacherPage.getByRole("heading", { name: materia, level: 1 })).toBeVisible();
  await expect(teacherPage.getByText("Creado por Tomás Maestro")).toBeVisible();
  await expect(teacherPage.getByLabel("Tribu", { exact: true })).toHaveValue("");
  await expectAccessible(teacherPage);

  // Student: opens the module, sees the player and the PDF.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInAt(studentPage, student.email, student.password);
  // From the child's home (issue 21): 'Mis módulos', then the module's card.
  await studentPage.locator(".simple-actions").getByRole("link", { name: "Mis módulos" }).click();
  await studentPage.getByRole("link", { name: new RegExp(moduleTitle) }).click();
  await expect(studentPage.getByRole("heading", { name: moduleTitle, level: 1 })).toBeVisible();
  const player = studentPage.locator("iframe");
  await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${videoId}?rel=0&modestbranding=1`);
  await expect(player).toHaveAttribute("title", `Video del módulo ${moduleTitle}`);
  await expect(studentPage.getByText("semillas.pdf")).toBeVisible();
  await expect(studentPage.getByRole("button", { name: "Ver PDF" })).toBeVisible();
  await expect(studentPage.getByRole("heading", { name: "Mi Trabajo" })).toBeVisible();
  await expect(studentPage.getByRole("button", { name: "Editar módulo" })).toHaveCount(0);
  const downloadPromise = studentPage.waitForEvent("download");
  await studentPage.getByRole("button", { name: "Descargar PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("semillas.pdf");
  await expectAccessible(studentPage);

  // Admin: the management table lists it with the creator and role label (searched by the server,
  // so modules other journeys create meanwhile cannot push it to another page).
  await admin.goto("/dashboard/modules");
  await admin.getByLabel("Buscar módulos").fill(suffix);
  await expect(admin.getByText("Mostrando 1 de 1 módulos")).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: moduleTitle });
  await expect(row).toContainText("Tomás Maestro");
  await expect(row).toContainText("Profesor");
  await expectAccessible(admin);

  await Promise.all([adminContext.close(), teacherContext.close(), studentContext.close()]);
});

test("a module with a bad YouTube link shows the warning; another teacher sees 'Sin permisos'", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const materia = `Arte ${suffix}`;
  const owner = await createUserAsAdmin(request, { role: "teacher", firstName: "Olga", lastName: "Dueña" });
  const other = await createUserAsAdmin(request, { role: "teacher", firstName: "Otto", lastName: "Otro" });

  const adminToken = ((await (await request.post("/api/login", { data: e2eAdmin })).json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${adminToken}` };
  await request.post("/api/materias", { headers: auth, data: { name: materia } });
  await request.post("/api/tribe-materias", { headers: auth, data: { tribeName: "Tribu 3", materiaName: materia } });
  const ownerToken = ((await (await request.post("/api/login", { data: { email: owner.email, password: owner.password } })).json()) as { token: string }).token;
  const created = await request.post("/api/modules", {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { title: "Colores", description: "Mezclamos colores.", tribe: "Tribu 3", materias: [materia], youtubeVideo: "https://vimeo.com/123" },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, other.email, other.password);
  await page.goto(`/dashboard/tribu-3/${encodeURIComponent(materia)}`);
  await expect(page.getByText("Sin permisos")).toBeVisible();
  await page.getByRole("link", { name: "Colores" }).click();
  await expect(page.getByText("URL de YouTube no válida")).toBeVisible();
  await expect(page.getByText("La URL proporcionada no es una URL válida de YouTube o no se pudo procesar.")).toBeVisible();
  await expect(page.getByText("No hay archivo PDF disponible")).toBeVisible();
  await expect(page.getByRole("button", { name: "Eliminar módulo" })).toHaveCount(0);
  await expectAccessible(page);
  await context.close();

  // The creator deletes it after confirming.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInAt(ownerPage, owner.email, owner.password);
  await ownerPage.goto(`/dashboard/tribu-3/${encodeURIComponent(materia)}/Colores`);
  await ownerPage.getByRole("button", { name: "Eliminar módulo" }).click();
  const confirm = ownerPage.getByRole("dialog", { name: "Eliminar módulo" });
  await expect(confirm.getByText('¿Estás seguro de que quieres eliminar el módulo "Colores"?')).toBeVisible();
  await expectAccessible(ownerPage);
  await confirm.getByRole("button", { name: "Eliminar módulo" }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/dashboard/tribu-3/${encodeURIComponent(materia).replace(/%20/g, "(%20| )")}$`));
  await expect(ownerPage.getByText("No se encontraron módulos")).toBeVisible();
  await ownerContext.close();
});

test("a subject with more modules than fit on a page shows the pager; page 2 lists the next ones", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const materia = `Historia ${suffix}`;
  const adminToken = ((await (await request.post("/api/login", { data: e2eAdmin })).json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${adminToken}` };
  expect((await request.post("/api/materias", { headers: auth, data: { name: materia } })).ok()).toBe(true);
  expect((await request.post("/api/tribe-materias", { headers: auth, data: { tribeName: "Tribu 1", materiaName: materia } })).ok()).toBe(true);
  // 26 modules, one after another: the newest 24 fill page 1, Capítulo 02 and 01 are on page 2.
  for (let n = 1; n <= 26; n++) {
    const created = await request.post("/api/modules", {
      headers: auth,
      data: { title: `Capítulo ${String(n).padStart(2, "0")}`, description: "Lo que pasó en este capítulo.", tribe: "Tribu 1", materias: [materia] },
    });
    expect(created.status()).toBe(201);
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto(`/dashboard/tribu-1/${encodeURIComponent(materia)}`);
  await expect(page.getByRole("heading", { name: materia, level: 1 })).toBeVisible();
  await expect(page.getByText("Mostrando 24 de 26 módulos")).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Páginas de módulos" });
  await expect(pager).toContainText("Página 1 de 2");
  await expect(pager.getByRole("button", { name: "Anterior" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Capítulo 26", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Capítulo 03", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Capítulo 02", exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await pager.getByRole("button", { name: "Siguiente" }).click();
  await expect(pager).toContainText("Página 2 de 2");
  await expect(page.getByText("Mostrando 2 de 26 módulos")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Capítulo \d\d$/ })).toHaveText(["Capítulo 02", "Capítulo 01"]);
  await expect(pager.getByRole("button", { name: "Siguiente" })).toBeDisabled();
  // The keyboard user who pressed 'Siguiente' continues from the start of the new page.
  await expect(page.getByText("Mostrando 2 de 26 módulos")).toBeFocused();
  await expectAccessible(page);

  // A search goes back to page 1 and counts only what matches; the subject's total stays.
  await page.getByLabel("Buscar módulos").fill("capítulo 1");
  await expect(page.getByText("Mostrando 10 de 10 módulos")).toBeVisible();
  await expect(pager).toHaveCount(0);
  await expect(page.locator(".stat").filter({ hasText: "Módulos disponibles" }).locator("dd")).toHaveText("10");
  await expect(page.locator(".stat").filter({ hasText: "Total de módulos" }).locator("dd")).toHaveText("26");
  await context.close();
});
