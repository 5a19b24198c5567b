import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { closesBackToOpener, pageAs, pageHeading, sessionOf } from "./dialog-focus-fixtures";
import { expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, type Person, tag } from "./people-fixtures";
import { recordSpeech, type Spoken } from "./speech-fixtures";

/**
 * Issue 25, announcements: a teacher writes one to the families of her class asking for «Leído»;
 * one mother opens it, listens to it and confirms; the teacher sees one reader and the family still
 * pending, reminds them once, and a second reminder within the hour is refused in Spanish. Her
 * note for the children shows calmly on a child's home. Each screen is checked with axe.
 */
const onePixelPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const sections = (page: Page) => page.getByRole("navigation", { name: "Secciones" });

async function classOf(request: APIRequestContext, token: string, title: string, teacher: Person, students: Person[]): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post("/api/classes", { headers, data: { title, teacherId: teacher.id } });
  expect(created.ok()).toBe(true);
  const classId = ((await created.json()) as { class: { id: number } }).class.id;
  for (const student of students) expect((await request.post("/api/studentclasses", { headers, data: { studentId: student.id, classId } })).ok()).toBe(true);
  return classId;
}

test("an announcement asking for «Leído»: written, read and confirmed, its readers seen and reminded once an hour", async ({ browser, request }) => {
  const token = await adminToken(request);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}` });
  const ana = await createPerson(request, token, { role: "student", firstName: `Ana${suffix}`, lastName: "Lectora", tribe: "Tribu 4" });
  const beto = await createPerson(request, token, { role: "student", firstName: `Beto${suffix}`, lastName: "Pendiente", tribe: "Tribu 4" });
  const mother = await createPerson(request, token, { role: "parent", firstName: `Mamá${suffix}`, lastName: "Lectora" });
  const father = await createPerson(request, token, { role: "parent", firstName: `Papá${suffix}`, lastName: "Pendiente" });
  await linkChild(request, token, mother.id, ana.id);
  await linkChild(request, token, father.id, beto.id);
  const classTitle = `Ciencias ${suffix}`;
  const classId = await classOf(request, token, classTitle, teacher, [ana, beto]);
  const title = `Salida al museo ${suffix}`;
  const text = "El viernes vamos al museo. Envíen gorra y agua.";

  // The teacher opens 'Comunicados' from the menu; 'Nuevo comunicado' gives focus back when it closes.
  const teaching = await pageAs(browser, teacher);
  await sections(teaching).getByRole("link", { name: "Comunicados" }).click();
  await expect(pageHeading(teaching, "Comunicados")).toBeFocused();
  const opener = teaching.getByRole("button", { name: "Nuevo comunicado" });
  await closesBackToOpener(teaching, opener, "Nuevo comunicado");

  await opener.click();
  const dialog = teaching.getByRole("dialog", { name: "Nuevo comunicado" });
  // A teacher writes only to her tribe or her classes, not to the whole school.
  await expect(dialog.getByRole("radio", { name: "Todo el colegio" })).toHaveCount(0);
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Texto").fill(text);
  await dialog.getByRole("radio", { name: "Mis clases" }).check();
  await dialog.getByRole("checkbox", { name: classTitle }).check();
  await expect(dialog.getByRole("checkbox", { name: "Familias" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Requiere confirmación" }).check();
  await expectAccessible(teaching);
  await dialog.getByRole("button", { name: "Publicar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(teaching.getByText("Comunicado publicado").first()).toBeVisible();
  const card = teaching.getByRole("article", { name: title });
  await expect(card.getByText(`Familias de la clase ${classTitle}`)).toBeVisible();
  await expectAccessible(teaching);

  // Her note for the children of the class, with a picture, sent the quick way (fields first, then the file).
  const teacherSession = await sessionOf(request, teacher);
  const note = await request.post("/api/announcements", {
    headers: { authorization: `Bearer ${teacherSession.token}` },
    multipart: {
      title: `Traigan una hoja ${suffix}`,
      text: "Mañana dibujamos hojas del parque.",
      scope: "classes",
      classIds: String(classId),
      forFamilies: "false",
      forStudents: "true",
      file: { name: "hoja.png", mimeType: "image/png", buffer: onePixelPng },
    },
  });
  expect(note.status()).toBe(201);

  // The mother: 'Comunicados', opens it, listens to it and confirms «Leído».
  const familyContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const family = await familyContext.newPage();
  await recordSpeech(family, { voices: [{ lang: "es-CO", name: "Español (Colombia)" }] });
  await family.goto("/login");
  await family.getByLabel("Correo Electrónico").fill(mother.email);
  await family.getByLabel("Contraseña", { exact: true }).fill(mother.password);
  await family.getByRole("button", { name: "Iniciar Sesión" }).click();
  await family.waitForURL(/\/dashboard/);
  await family.getByRole("button", { name: "Abrir menú" }).click();
  await sections(family).getByRole("link", { name: "Comunicados" }).click();
  await expect(pageHeading(family, "Comunicados")).toBeFocused();
  const item = family.getByRole("article", { name: title });
  await expect(item.getByText("Por confirmar")).toBeVisible();
  await item.getByRole("button", { name: title }).click();
  await expect(item.getByText(text)).toBeVisible();
  await item.getByRole("group", { name: `Leer en voz alta: ${title}` }).getByRole("button", { name: "Escuchar" }).click();
  const spoken = await family.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);
  expect(spoken.at(-1)?.text).toContain(text);
  await expectAccessible(family);
  await item.getByRole("button", { name: "Leído" }).click();
  await expect(item.getByText("Confirmado", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: "Leído" })).toHaveCount(0);
  await family.reload();
  await expect(family.getByRole("article", { name: title }).getByText("Confirmado", { exact: true })).toBeVisible();

  // The teacher: one confirmed, one family pending; one reminder, then the Spanish "already reminded".
  await teaching.reload();
  const readersOpener = teaching.getByRole("article", { name: title }).getByRole("button", { name: /Quién lo leyó/ });
  await readersOpener.click();
  const readers = teaching.getByRole("dialog", { name: `Quién lo leyó: ${title}` });
  await expect(readers.getByText("1 de 2 familias confirmaron la lectura")).toBeVisible();
  await expect(readers.getByRole("list", { name: "Confirmaron" }).getByText(`${mother.firstName} Lectora · familia de ${ana.firstName} Lectora (Tribu 4)`)).toBeVisible();
  await expect(readers.getByRole("list", { name: "Aún no confirman" }).getByText(`${father.firstName} Pendiente`)).toBeVisible();
  await expectAccessible(teaching);
  const remind = readers.getByRole("button", { name: "Recordar a quienes no lo han leído" });
  await remind.click();
  await expect(readers.getByText("Recordatorio enviado a 1 persona")).toBeVisible();
  await remind.click();
  await expect(readers.getByRole("alert")).toContainText("Ya se envió un recordatorio hace menos de una hora. Podrás enviar otro desde las");
  await expectAccessible(teaching);
  await teaching.keyboard.press("Escape");
  await expect(readers).toHaveCount(0);
  await expect(readersOpener).toBeFocused();

  // Ana, on her home: the children's note with its picture, calm (no badge), to listen to; not the families' one.
  const child = await pageAs(browser, ana);
  const notes = child.getByRole("region", { name: "Avisos" });
  await expect(notes.getByRole("heading", { name: `Traigan una hoja ${suffix}` })).toBeVisible();
  await expect(notes.getByText("Mañana dibujamos hojas del parque.")).toBeVisible();
  await expect(notes.getByRole("img", { name: `Imagen del aviso: Traigan una hoja ${suffix}` })).toBeVisible();
  await expect(notes.getByText(title)).toHaveCount(0);
  await expect(notes.locator(".badge, [class*='danger']")).toHaveCount(0);
  await expectAccessible(child);
});

test("a teacher writes to her whole tribe; the text survives a reload until sent; 'Quién lo leyó' says whose family (issue 34)", async ({ browser, request }) => {
  const token = await adminToken(request);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Guía${suffix}`, tribe: "Tribu 2" });
  const child = await createPerson(request, token, { role: "student", firstName: `Lía${suffix}`, lastName: "Tribal", tribe: "Tribu 2" });
  const mother = await createPerson(request, token, { role: "parent", firstName: `Madre${suffix}`, lastName: "Tribal" });
  await linkChild(request, token, mother.id, child.id);
  const title = `Toda la tribu ${suffix}`;
  const body = "Mañana celebramos el día de la familia en el patio.";

  const teaching = await pageAs(browser, teacher);
  await teaching.setViewportSize({ width: 1366, height: 768 });
  await sections(teaching).getByRole("link", { name: "Comunicados" }).click();
  const opener = teaching.getByRole("button", { name: "Nuevo comunicado" });
  await opener.click();
  let dialog = teaching.getByRole("dialog", { name: "Nuevo comunicado" });
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Texto").fill(body);

  // A reload, and the dialog opened again: the text is back.
  await teaching.reload();
  await expect(pageHeading(teaching, "Comunicados")).toBeVisible();
  await opener.click();
  dialog = teaching.getByRole("dialog", { name: "Nuevo comunicado" });
  await expect(dialog.getByLabel("Título")).toHaveValue(title);
  await expect(dialog.getByLabel("Texto")).toHaveValue(body);
  await expect(dialog.getByText("Recuperamos tu borrador")).toBeVisible();

  // The whole tribe she leads; the attachment chosen with a Spanish button.
  await dialog.getByRole("radio", { name: "Toda la Tribu 2" }).check();
  // The picker's visible button is the labelled input's face (one tab stop: the input itself).
  await expect(dialog.getByText("Elegir archivo", { exact: true })).toBeVisible();
  await dialog.getByLabel("Adjunto (opcional)").setInputFiles({ name: "invitacion.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(dialog.getByText(/^invitacion\.pdf \(/)).toBeVisible();
  await expectAccessible(teaching);
  await dialog.getByRole("button", { name: "Publicar" }).click();
  await expect(dialog).toHaveCount(0);
  const card = teaching.getByRole("article", { name: title });
  await expect(card.getByText("Familias de Tribu 2")).toBeVisible();

  // Sent: the draft is gone.
  await teaching.reload();
  await opener.click();
  dialog = teaching.getByRole("dialog", { name: "Nuevo comunicado" });
  await expect(dialog.getByLabel("Título")).toHaveValue("");
  await expect(dialog.getByLabel("Texto")).toHaveValue("");
  await expect(dialog.getByText("Recuperamos tu borrador")).toHaveCount(0);

  // A draft closed on purpose can be thrown away: the form is empty again, focus on its title.
  await dialog.getByLabel("Título").fill("Un borrador que no va");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await opener.click();
  await dialog.getByRole("button", { name: "Descartar borrador" }).click();
  await expect(dialog.getByLabel("Título")).toHaveValue("");
  await expect(dialog.getByLabel("Título")).toBeFocused();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await opener.click();
  await expect(dialog.getByLabel("Título")).toHaveValue("");
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  // Her readers: the mother, named with her child and the child's tribe.
  await teaching.getByRole("article", { name: title }).getByRole("button", { name: /Quién lo leyó/ }).click();
  const readers = teaching.getByRole("dialog", { name: `Quién lo leyó: ${title}` });
  await expect(readers.getByRole("list", { name: "Aún no lo leen" }).getByText(`${mother.firstName} Tribal · familia de ${child.firstName} Tribal (Tribu 2)`)).toBeVisible();
  await expectAccessible(teaching);
});
