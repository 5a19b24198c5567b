import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { api, pageAs, pageHeading, sessionOf } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";
import { twoSemesters } from "./calendar-fixtures";

/**
 * Issue 26, report cards: a teacher opens 'Boletines', chooses a student and writes a subject's
 * strengths with a phrase from their comment bank (found with the search; focus back on the opener),
 * sees the server's Spanish message when another level has no reason, and saves; the admin publishes
 * the tribe's cards; the parent finds the published card on 'Mis Hijos' and downloads its PDF.
 */
const sections = (page: Page) => page.getByRole("navigation", { name: "Secciones" });

type CardEntry = { subject: string; level: string | null; computedLevel: string | null; strengths: string; difficulties: string; recommendations: string };

/** The period Boletines opens on (today's) and the tribe's cards of it, as the API gives them. */
async function currentCards(request: APIRequestContext, token: string, tribe: string) {
  const headers = { authorization: `Bearer ${token}` };
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Bogota" });
  const calendar = await (await request.get(`/api/attendance/calendar?year=${today.slice(0, 4)}`, { headers })).json();
  const period = (calendar.periods as { start: string; end: string }[]).find((p) => p.start <= today && today <= p.end) ?? calendar.periods[0];
  const cards = await (await request.get(`/api/report-cards/tribe?tribe=${encodeURIComponent(tribe)}&period=${period.start}`, { headers })).json();
  return { period: period.start as string, students: cards.students as { id: number; name: string; entries: CardEntry[] }[] };
}

/**
 * Completes a student's card (issue 35: only complete cards are published): every subject of the tribe
 * (other journeys add theirs to Tribu 4) with a level and a comment, through the API, as a teacher would.
 */
async function completeCard(request: APIRequestContext, token: string, tribe: string, studentId: number): Promise<void> {
  const { period, students } = await currentCards(request, token, tribe);
  for (const entry of students.find((s) => s.id === studentId)?.entries ?? []) {
    const hasComment = [entry.strengths, entry.difficulties, entry.recommendations].some((text) => text.trim() !== "");
    if (entry.level !== null && hasComment) continue;
    const level = entry.level ?? "alto";
    await api(request, token).put("/api/report-cards/entries", {
      studentId,
      period,
      subject: entry.subject,
      level,
      overrideReason: level === entry.computedLevel ? null : "Valoración del trabajo en clase.",
      strengths: entry.strengths || "Participa con entusiasmo.",
      difficulties: entry.difficulties,
      recommendations: entry.recommendations,
    });
  }
}

/**
 * Opens the confirmation with this student's card complete in it. Other journeys add their subjects
 * to Tribu 4 while this one runs, and a card missing a new subject is (rightly) not ready: then the
 * card is completed again and the confirmation opened again.
 */
async function openConfirmation(page: Page, request: APIRequestContext, token: string, studentId: number, name: string) {
  const opener = page.getByRole("button", { name: "Publicar boletines de la tribu" });
  const dialog = page.getByRole("dialog", { name: "Publicar boletines de Tribu 4" });
  await expect(async () => {
    if (await dialog.count()) await dialog.getByRole("button", { name: "Cancelar" }).click();
    await completeCard(request, token, "Tribu 4", studentId);
    await opener.click();
    await expect(dialog.getByRole("group", { name: /^Completos, listos para publicar/ }).getByLabel(new RegExp(`^${name}`))).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  return { opener, dialog };
}

/** Leaves only this student's card chosen in the confirmation: journeys running beside this one keep theirs. */
async function chooseOnly(dialog: ReturnType<Page["getByRole"]>, name: string): Promise<void> {
  const ready = dialog.getByRole("group", { name: /^Completos, listos para publicar/ });
  for (const box of await ready.getByRole("checkbox").all()) {
    const label = (await box.locator("xpath=..").textContent()) ?? "";
    if (!label.startsWith(name)) await box.uncheck();
  }
  await expect(ready.getByLabel(new RegExp(`^${name}`))).toBeChecked();
}

/** The confirmation's "publicar antes de que termine el periodo", when today is before the period's last day. */
async function confirmEarlyIfAsked(dialog: ReturnType<Page["getByRole"]>): Promise<void> {
  const early = dialog.getByLabel("Sí, publicar antes de que termine el periodo");
  if (await early.count()) {
    await expect(dialog.getByText(/aún no ha terminado: termina el/)).toBeVisible();
    await early.check();
  }
}

test("a teacher writes a card with the comment bank, the admin publishes it, the family downloads its PDF", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  await twoSemesters(request, token);
  const suffix = tag();
  const subject = `Ciencias ${suffix}`;
  await api(request, token).post("/api/materias", { name: subject });
  await api(request, token).post("/api/tribe-materias", { tribeName: "Tribu 4", materiaName: subject });
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}`, tribe: "Tribu 4" });
  const child = await createPerson(request, token, { role: "student", firstName: `Ana${suffix}`, lastName: "Boletín", tribe: "Tribu 4" });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Mamá${suffix}` });
  await linkChild(request, token, parent.id, child.id);
  const phrase = `Observa con curiosidad ${suffix}.`;
  await api(request, (await sessionOf(request, teacher)).token).post("/api/report-cards/comment-bank", { kind: "fortaleza", text: phrase });
  const ana = `${child.firstName} Boletín`;

  // The teacher: 'Boletines' from the menu, their tribe first, the student chosen from the list.
  const teaching = await pageAs(browser, teacher);
  await sections(teaching).getByRole("link", { name: "Boletines" }).click();
  await expect(pageHeading(teaching, "Boletines")).toBeVisible();
  await expect(teaching.getByLabel("Tribu", { exact: true })).toHaveValue("Tribu 4");
  await teaching.getByRole("button", { name: new RegExp(`^${ana}`) }).click();
  await expect(teaching.getByRole("heading", { name: new RegExp(`^Boletín de ${ana}`) })).toBeFocused();
  const form = teaching.getByRole("form", { name: subject });
  await expect(form.getByText("Sin notas en el periodo")).toBeVisible();
  await expectAccessible(teaching);

  // "Insertar del banco": search, pick the phrase; it lands in Fortalezas and focus is back on the opener.
  const opener = form.getByRole("button", { name: "Insertar del banco en Fortalezas" });
  await opener.click();
  const dialog = teaching.getByRole("dialog", { name: "Banco de observaciones: Fortalezas" });
  await dialog.getByLabel("Buscar en el banco").fill(suffix);
  await expectAccessible(teaching);
  await dialog.getByRole("button", { name: phrase }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(form.getByLabel("Fortalezas")).toHaveValue(phrase);

  // Another level needs a reason: the server's message under the field; then saved.
  await form.getByLabel(`Desempeño en ${subject}`).selectOption("alto");
  await form.getByRole("button", { name: /^Guardar/ }).click();
  await expect(form.getByText("Escribe por qué el desempeño es distinto del calculado con las notas.").last()).toBeVisible();
  await form.getByLabel("Motivo del cambio de desempeño").fill("Trabajó muy bien en clase aunque no entregó notas.");
  await form.getByLabel("Recomendaciones").fill("Leer en casa cada día.");
  await form.getByRole("button", { name: /^Guardar/ }).click();
  await expect(teaching.getByText("Boletín guardado").first()).toBeVisible();
  await expect(teaching.getByRole("button", { name: new RegExp(`^${ana}.*Sin publicar`) })).toBeVisible();

  // The admin publishes the tribe's cards after the confirmation: the server's message; the student is published.
  const admin = await pageAs(browser, e2eAdmin);
  await admin.goto("/dashboard/boletines");
  await admin.getByLabel("Tribu", { exact: true }).selectOption("Tribu 4");
  const { dialog: confirm } = await openConfirmation(admin, request, token, child.id, ana);
  await chooseOnly(confirm, ana);
  await confirmEarlyIfAsked(confirm);
  // A journey beside this one may have just given Tribu 4 a subject: complete it too, as the school would.
  await completeCard(request, token, "Tribu 4", child.id);
  await confirm.getByRole("button", { name: "Publicar 1 boletín" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(admin.getByRole("status").filter({ hasText: /^Boletines publicados: \d+/ })).toBeVisible();
  await expect(admin.getByRole("button", { name: new RegExp(`^${ana}.*Publicado \\(versión 1\\)`) })).toBeVisible();
  await expectAccessible(admin);
  const zip = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Descargar boletines de la tribu (.zip)" }).click();
  expect((await zip).suggestedFilename()).toMatch(/^boletines-tribu-4-.*\.zip$/);

  // The family: 'Mis Hijos', the published card, its PDF.
  const family = await pageAs(browser, parent);
  await sections(family).getByRole("link", { name: "Mis Hijos" }).click();
  const cards = family.getByRole("region", { name: `Boletines de ${child.firstName}` });
  await expect(cards.getByText(/Versión 1 · Publicado el/)).toBeVisible();
  await expectAccessible(family);
  const pdf = family.waitForResponse((response) => /\/api\/report-cards\/versions\/\d+\/pdf$/.test(response.url()));
  const download = family.waitForEvent("download");
  await cards.getByRole("button", { name: /^Descargar PDF/ }).click();
  expect((await pdf).headers()["content-type"]).toContain("application/pdf");
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // Mid-year there is no final report to download, only when it comes (issue 35; its journey: final-report.spec.ts).
  await expect(cards.getByText("El informe final se publica cuando termina el último periodo.")).toBeVisible();
  await expect(cards.getByRole("button", { name: /informe final/i })).toHaveCount(0);
});

/**
 * Issue 34: a card's unsaved text is a draft in this browser. A reload brings it back; leaving the
 * page asks first; once saved the draft is gone.
 */
test("a teacher's unsaved comment comes back after a reload, leaving asks first, and saving forgets the draft", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await twoSemesters(request, token);
  const suffix = tag();
  const subject = `Arte ${suffix}`;
  await api(request, token).post("/api/materias", { name: subject });
  await api(request, token).post("/api/tribe-materias", { tribeName: "Tribu 4", materiaName: subject });
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Borrador${suffix}`, tribe: "Tribu 4" });
  const child = await createPerson(request, token, { role: "student", firstName: `Leo${suffix}`, lastName: "Borrador", tribe: "Tribu 4" });
  const leo = `${child.firstName} Borrador`;
  const comment = "Mezcla colores con mucha paciencia y explica lo que pinta.";
  const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("tribu-draft:")));

  const page = await pageAs(browser, teacher);
  // Closing or reloading with unsaved text gets the browser's own question: the test says "leave".
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/dashboard/boletines");
  const chooseLeo = () => page.getByRole("button", { name: new RegExp(`^${leo}`) }).click();
  await chooseLeo();
  const form = page.getByRole("form", { name: subject });
  await form.getByLabel("Fortalezas").fill(comment);

  await page.reload();
  await chooseLeo();
  await expect(form.getByLabel("Fortalezas")).toHaveValue(comment);
  await expect(form.getByText("Recuperamos el texto que escribiste y aún no guardaste.")).toBeVisible();

  // Leaving for another page asks first; "Seguir editando" stays with the text.
  await sections(page).getByRole("link", { name: "Panel de Control" }).click();
  const leave = page.getByRole("dialog", { name: "¿Salir sin guardar?" });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole("button", { name: "Seguir editando" }).click();
  await expect(page).toHaveURL(/\/dashboard\/boletines$/);
  await expect(form.getByLabel("Fortalezas")).toHaveValue(comment);

  await form.getByRole("button", { name: /^Guardar/ }).click();
  await expect(page.getByText("Boletín guardado").first()).toBeVisible();
  await expect.poll(() => drafts(page)).toEqual([]);
  await page.reload();
  await chooseLeo();
  await expect(form.getByLabel("Fortalezas")).toHaveValue(comment);
  await expect(form.getByText("Recuperamos el texto que escribiste y aún no guardaste.")).toHaveCount(0);
  // Saved: leaving asks nothing.
  await sections(page).getByRole("link", { name: "Panel de Control" }).click();
  await expect(page).not.toHaveURL(/\/dashboard\/boletines$/);
  await expect(page.getByRole("dialog", { name: "¿Salir sin guardar?" })).toHaveCount(0);
});

/**
 * Issue 35: the admin's confirmation names each incomplete card with what its subjects lack and
 * publishes only the complete ones (the default choice); the incomplete card stays unpublished.
 */
test("the admin's confirmation names the incomplete cards and publishes only the complete ones", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await twoSemesters(request, token);
  const suffix = tag();
  const subject = `Música ${suffix}`;
  await api(request, token).post("/api/materias", { name: subject });
  await api(request, token).post("/api/tribe-materias", { tribeName: "Tribu 4", materiaName: subject });
  const eva = await createPerson(request, token, { role: "student", firstName: `Eva${suffix}`, lastName: "Completa", tribe: "Tribu 4" });
  const ivan = await createPerson(request, token, { role: "student", firstName: `Iván${suffix}`, lastName: "Pendiente", tribe: "Tribu 4" });
  const evaName = `${eva.firstName} Completa`;
  const ivanName = `${ivan.firstName} Pendiente`;

  const admin = await pageAs(browser, e2eAdmin);
  await admin.goto("/dashboard/boletines");
  await admin.getByLabel("Tribu", { exact: true }).selectOption("Tribu 4");
  const { opener, dialog: confirm } = await openConfirmation(admin, request, token, eva.id, evaName);
  // Eva is ready and chosen; Iván is named with what his subjects lack, and cannot be chosen.
  await expect(confirm.getByLabel(new RegExp(`^${evaName}`))).toBeChecked();
  const incomplete = confirm.getByRole("region", { name: /^Incompletos: no se publican/ });
  await expect(incomplete.getByRole("listitem").filter({ hasText: ivanName })).toContainText(`${subject} (desempeño y comentario)`);
  await expect(confirm.getByLabel(new RegExp(`^${ivanName}`))).toHaveCount(0);
  await expectAccessible(admin);
  await chooseOnly(confirm, evaName);
  await confirmEarlyIfAsked(confirm);
  // A journey beside this one may have just given Tribu 4 a subject: complete it too, as the school would.
  await completeCard(request, token, "Tribu 4", eva.id);
  await confirm.getByRole("button", { name: "Publicar 1 boletín" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(admin.getByRole("status").filter({ hasText: /^Boletines publicados: \d+/ })).toBeVisible();
  await expect(admin.getByRole("button", { name: new RegExp(`^${evaName}.*Publicado \\(versión 1\\)`) })).toBeVisible();
  await expect(admin.getByRole("button", { name: new RegExp(`^${ivanName}.*Sin publicar`) })).toBeVisible();

  // The staff's card of a published student: its PDF for the family and a copy for another school.
  await admin.getByRole("button", { name: new RegExp(`^${evaName}`) }).click();
  const copy = admin.waitForEvent("download");
  await admin.getByRole("button", { name: `Descargar para otra institución (boletín de ${evaName})` }).click();
  expect((await copy).suggestedFilename()).toMatch(/-otra-institucion\.pdf$/);
});

/**
 * Issue 35: a teacher with unsaved text who chooses another student is asked first; "Seguir
 * editando" (the focus when the question opens) keeps the text and gives the focus back to the
 * student they had chosen; "Descartar cambios" moves on and the text does not come back.
 */
test("a teacher with unsaved text switching student gets the question and keeps the text on 'Seguir editando'", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await twoSemesters(request, token);
  const suffix = tag();
  const subject = `Teatro ${suffix}`;
  await api(request, token).post("/api/materias", { name: subject });
  await api(request, token).post("/api/tribe-materias", { tribeName: "Tribu 4", materiaName: subject });
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Guía${suffix}`, tribe: "Tribu 4" });
  const leo = await createPerson(request, token, { role: "student", firstName: `Leo${suffix}`, lastName: "Cambio", tribe: "Tribu 4" });
  const mia = await createPerson(request, token, { role: "student", firstName: `Mía${suffix}`, lastName: "Cambio", tribe: "Tribu 4" });
  const leoName = `${leo.firstName} Cambio`;
  const miaName = `${mia.firstName} Cambio`;
  const comment = "Representa personajes con mucha expresión.";

  const page = await pageAs(browser, teacher);
  // From the menu, so that Back is the app's own navigation (the router's blocker asks).
  await sections(page).getByRole("link", { name: "Boletines" }).click();
  await expect(pageHeading(page, "Boletines")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^${leoName}`) }).click();
  const form = page.getByRole("form", { name: subject });
  await form.getByLabel("Fortalezas").fill(comment);

  const chooseMia = page.getByRole("button", { name: new RegExp(`^${miaName}`) });
  await chooseMia.click();
  const question = page.getByRole("dialog", { name: "Tienes cambios sin guardar" });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Seguir editando" })).toBeFocused();
  await expectAccessible(page);
  await question.getByRole("button", { name: "Seguir editando" }).click();
  await expect(question).toHaveCount(0);
  await expect(chooseMia).toBeFocused();
  await expect(page.getByRole("heading", { name: new RegExp(`^Boletín de ${leoName}`) })).toBeVisible();
  await expect(form.getByLabel("Fortalezas")).toHaveValue(comment);

  // The browser's Back asks too (the router's blocker); staying keeps the page and the text.
  await page.goBack();
  const leave = page.getByRole("dialog", { name: "¿Salir sin guardar?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Seguir editando" }).click();
  await expect(page).toHaveURL(/\/dashboard\/boletines$/);
  await expect(form.getByLabel("Fortalezas")).toHaveValue(comment);

  // "Descartar cambios": Mía's card; Leo's text and its draft are gone.
  await chooseMia.click();
  await question.getByRole("button", { name: "Descartar cambios" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Boletín de ${miaName}`) })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^${leoName}`) }).click();
  await expect(page.getByRole("dialog", { name: "Tienes cambios sin guardar" })).toHaveCount(0);
  await expect(form.getByLabel("Fortalezas")).toHaveValue("");
});
