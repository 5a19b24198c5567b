import { expect, type Page, test } from "@playwright/test";
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

  // The admin publishes the tribe's cards: the server's message; the student is published.
  const admin = await pageAs(browser, e2eAdmin);
  await admin.goto("/dashboard/boletines");
  await admin.getByLabel("Tribu", { exact: true }).selectOption("Tribu 4");
  await admin.getByRole("button", { name: "Publicar boletines de la tribu" }).click();
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
