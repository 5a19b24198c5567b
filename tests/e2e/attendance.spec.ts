import { monthNames } from "../../common/payments/months";
import { isoOfField } from "./calendar-fixtures";
import { expect, type Page, test } from "@playwright/test";
import { pageAs, pageHeading } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";
import { twoSemesters } from "./calendar-fixtures";
import { formatDayInWords, schoolToday } from "../../common/format";

/**
 * Issue 25, attendance: a teacher takes the register (one child Ausente), reopens it and corrects
 * it; the absent child's parent (on a phone) sees the alert and sends an excuse, then adds the medical
 * note to it with "Agregar soporte" (issue 34: a PDF; a file of another kind is refused first); the
 * teacher opens the note and accepts the excuse, and the
 * mark becomes Excusa; the family reads the period's figures. Each screen is checked with axe, with
 * the keyboard where a teacher would use it.
 */
const note = { name: "constancia.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") };

const sections = (page: Page) => page.getByRole("navigation", { name: "Secciones" });
const markOf = (page: Page, name: string) => page.getByRole("radiogroup", { name: `Asistencia de ${name}` });

test("a register taken, corrected, excused by the family and accepted by the teacher", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  await twoSemesters(request, token);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}`, tribe: "Tribu 3" });
  const absent = await createPerson(request, token, { role: "student", firstName: `Ana${suffix}`, lastName: "Ausente", tribe: "Tribu 3" });
  const mistaken = await createPerson(request, token, { role: "student", firstName: `Beto${suffix}`, lastName: "Corregido", tribe: "Tribu 3" });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Mamá${suffix}` });
  await linkChild(request, token, parent.id, absent.id);
  const ana = `${absent.firstName} Ausente`;
  const beto = `${mistaken.firstName} Corregido`;

  // The teacher opens 'Asistencia' from the menu: focus on the heading, everyone Presente.
  const teaching = await pageAs(browser, teacher);
  await sections(teaching).getByRole("link", { name: "Asistencia" }).click();
  await expect(pageHeading(teaching, "Asistencia")).toBeFocused();
  await expect(teaching.getByLabel("Tribu", { exact: true })).toHaveValue("Tribu 3");
  await expect(teaching.getByText("Sin guardar: todos empiezan en Presente.")).toBeVisible();
  await expect(markOf(teaching, ana).getByRole("radio", { name: "Presente" })).toHaveAttribute("aria-checked", "true");
  await expectAccessible(teaching);

  // One tap for Ana; Beto with the keyboard (arrows move between the marks, Space chooses).
  await markOf(teaching, ana).getByRole("radio", { name: "Ausente" }).click();
  await markOf(teaching, beto).getByRole("radio", { name: "Presente" }).focus();
  await teaching.keyboard.press("ArrowRight");
  await expect(markOf(teaching, beto).getByRole("radio", { name: "Ausente" })).toBeFocused();
  await teaching.keyboard.press("Space");
  await expect(markOf(teaching, beto).getByRole("radio", { name: "Ausente" })).toHaveAttribute("aria-checked", "true");
  await teaching.getByLabel("Nota (opcional)").nth(0).fill("No llegó el transporte");
  await teaching.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(teaching.getByText("Asistencia guardada").first()).toBeVisible();

  // Reopened: the saved marks and who saved them, not the defaults; Beto corrected to Presente.
  await teaching.reload();
  await expect(pageHeading(teaching, "Asistencia")).toBeVisible();
  // One period after the time ("8:10 a. m."), never two (issue 34).
  await expect(teaching.getByText(/^Lista guardada\. Tomada por Profe.*[ap]\. m\.$/)).toBeVisible();
  await expect(markOf(teaching, ana).getByRole("radio", { name: "Ausente" })).toHaveAttribute("aria-checked", "true");
  await expect(markOf(teaching, beto).getByRole("radio", { name: "Ausente" })).toHaveAttribute("aria-checked", "true");
  await markOf(teaching, beto).getByRole("radio", { name: "Presente" }).click();
  await teaching.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(teaching.getByText(/Corregido por Profe.*\(antes Ausente\)/)).toBeVisible();
  await expectAccessible(teaching);
  // The field shows the day as a Colombian writes it (26/11/2026); the server's calls take it as ISO.
  const shownDay = await teaching.getByLabel("Fecha", { exact: true }).inputValue();
  const day = isoOfField(shownDay);

  // The parent, on a phone (390×844): 'Mis Hijos', then Ana's attendance with the school's calm alert.
  // Ana's file does not say her sex: the alert needs no agreement (issue 34), the day in words.
  const family = await pageAs(browser, parent, 390);
  await family.setViewportSize({ width: 390, height: 844 });
  await family.goto("/dashboard/children");
  await family.getByRole("link", { name: `Ver Asistencia de ${absent.firstName}` }).click();
  await expect(pageHeading(family, `Asistencia de ${ana}`)).toBeFocused();
  const dayInWords = formatDayInWords(day);
  await expect(family.getByText(`${ana}: Ausente el ${dayInWords}.`)).toBeVisible();
  await expect(family.getByText(/fue marcad[ao]/)).toHaveCount(0);
  await expect(family.locator(".badge, [class*='danger']")).toHaveCount(0);
  // The month of the figures is chosen in Spanish words, not the browser's "November 2026" (issue 34).
  const shownMonth = family.getByLabel("Mes", { exact: true });
  await expect(shownMonth.locator("option:checked")).toHaveText(monthNames[schoolToday().slice(5, 7) as keyof typeof monthNames]);
  await expect(family.getByLabel("Año", { exact: true })).toHaveValue(schoolToday().slice(0, 4));
  await expectAccessible(family);

  // 'Enviar excusa' on the absent day: a dialog with that day; the reason is kept through a reload until sent.
  const alerts = family.getByRole("region", { name: "Avisos de la escuela" });
  const opener = alerts.getByRole("button", { name: `Enviar excusa del ${dayInWords}` });
  await opener.click();
  let dialog = family.getByRole("dialog", { name: `Enviar excusa de ${ana}` });
  await expect(dialog.getByLabel("Fecha")).toHaveValue(shownDay);
  await dialog.getByLabel("Motivo").fill("Tuvo cita médica en la mañana.");
  await family.reload();
  await alerts.getByRole("button", { name: `Enviar excusa del ${dayInWords}` }).click();
  dialog = family.getByRole("dialog", { name: `Enviar excusa de ${ana}` });
  await expect(dialog.getByLabel("Motivo")).toHaveValue("Tuvo cita médica en la mañana.");
  await expect(dialog.getByText("Recuperamos el motivo que habías empezado a escribir.")).toBeVisible();
  await expect(dialog.getByText("Elegir archivo", { exact: true })).toBeVisible();
  await expectAccessible(family);
  await dialog.getByRole("button", { name: "Enviar excusa" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(family.getByText("Tuvo cita médica en la mañana.")).toBeVisible();
  await expect(family.getByText(/· Pendiente$/)).toBeVisible();

  // Pending: the day offers 'Agregar soporte', never 'Enviar excusa' again (issue 34).
  await expect(alerts.getByRole("button", { name: `Enviar excusa del ${dayInWords}` })).toHaveCount(0);
  await expect(alerts.getByText("Excusa enviada: la profesora la revisa.")).toBeVisible();
  const addSupport = alerts.getByRole("button", { name: `Agregar soporte a la excusa del ${dayInWords}` });
  await addSupport.click();
  const support = family.getByRole("dialog", { name: "Agregar soporte a la excusa" });
  // A file that is no PDF nor picture is refused at once, in Spanish, next to the file input.
  const fileInput = support.getByLabel("Constancia o soporte");
  await fileInput.setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
  await expect(support.getByText("La excusa solo lleva un PDF o una foto (JPG, PNG, GIF o WEBP).")).toBeVisible();
  await fileInput.setInputFiles(note);
  await expect(support.getByText("La excusa solo lleva un PDF o una foto (JPG, PNG, GIF o WEBP).")).toHaveCount(0);
  await expect(support.getByText(/^constancia\.pdf \(/)).toBeVisible();
  await support.getByLabel("Nota (opcional)").fill("Adjunto la constancia médica.");
  await expectAccessible(family);
  await support.getByRole("button", { name: "Agregar soporte" }).click();
  await expect(support).toHaveCount(0);
  await expect(addSupport).toBeFocused();
  await expect(family.getByText("Soporte agregado a la excusa").first()).toBeVisible();
  await expect(family.getByText("Adjunto la constancia médica.")).toBeVisible();
  await expect(family.getByRole("button", { name: "Ver constancia.pdf" })).toBeVisible();

  // 'Enviar excusa para otro día' never sends a second excuse for a day that has one.
  await alerts.getByRole("button", { name: "Enviar excusa para otro día" }).click();
  const another = family.getByRole("dialog", { name: `Enviar excusa de ${ana}` });
  await another.getByLabel("Fecha").fill(day);
  await expect(another.getByText("Ese día ya tiene una excusa. Para enviar la constancia, usa «Agregar soporte» en ese día.")).toBeVisible();
  await expect(another.getByRole("button", { name: "Enviar excusa" })).toBeDisabled();
  await another.getByRole("button", { name: "Cancelar" }).click();
  await expect(another).toHaveCount(0);

  // The teacher sees the added support with the excuse, opens the note and accepts it; Ana's mark becomes Excusa.
  await teaching.reload();
  await expect(teaching.getByText("Soportes agregados")).toBeVisible();
  await expect(teaching.getByText("Adjunto la constancia médica.")).toBeVisible();
  const download = teaching.waitForEvent("download");
  await teaching.getByRole("button", { name: "Descargar constancia.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("constancia.pdf");
  const accept = teaching.getByRole("button", { name: new RegExp(`^Aceptar la excusa de ${ana}`) });
  await accept.click();
  await expect(teaching.getByText("Excusa aceptada").first()).toBeVisible();
  await expect(accept).toHaveCount(0);
  await expect(markOf(teaching, ana).getByRole("radio", { name: "Excusa" })).toHaveAttribute("aria-checked", "true");
  await expectAccessible(teaching);

  // And the family sees it accepted: the day shows the decision, with nothing more to add.
  await family.reload();
  await expect(family.getByText(/· Aceptada$/)).toBeVisible();
  await expect(alerts.getByText("Excusa aceptada")).toBeVisible();
  await expect(family.getByRole("button", { name: /^Agregar soporte/ })).toHaveCount(0);
  await expect(family.getByRole("button", { name: /^Enviar excusa del/ })).toHaveCount(0);
  await expectAccessible(family);

  // The figures by period: this semester, one day with a register, absent with an excuse.
  await family.getByLabel("Ver", { exact: true }).selectOption("period");
  await expect(family.getByRole("heading", { name: "Asistencia del periodo" })).toBeVisible();
  await expect(family.getByLabel("Periodo", { exact: true })).toHaveValue(/-0[17]-01$/);
  const figures = family.getByRole("list", { name: /^Asistencia: (Primer|Segundo) semestre/ });
  await expect(figures.getByRole("listitem").filter({ hasText: "Días ausente" })).toContainText("1");
  await expect(figures.getByRole("listitem").filter({ hasText: "Asistencia" }).first()).toContainText("0 %");
  await expectAccessible(family);

  // Reportes: the tribes' figures for the same period, as a chart (an image that says every figure) and a table.
  const reports = await pageAs(browser, e2eAdmin, 390);
  await reports.goto("/dashboard/reports");
  const section = reports.getByRole("region", { name: "Asistencia por tribu" });
  await section.getByLabel("Ver", { exact: true }).selectOption("period");
  const chart = section.getByRole("img", { name: /^Porcentaje de asistencia por tribu, (Primer|Segundo) semestre/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/Tribu 3: \d/);
  await expect(section.getByRole("row", { name: /^Tribu 3 / })).toBeVisible();
  await expectAccessible(reports);
});

test("a long register keeps 'Guardar' and the count of absent and late in view on a laptop (issue 34)", async ({ browser, request }) => {
  const token = await adminToken(request);
  await twoSemesters(request, token);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Larga${suffix}`, tribe: "Tribu 4" });
  const children = [];
  for (let i = 0; i < 14; i++) children.push(await createPerson(request, token, { role: "student", firstName: `Niño${i}${suffix}`, lastName: "Lista", tribe: "Tribu 4" }));
  const teaching = await pageAs(browser, teacher);
  await teaching.setViewportSize({ width: 1366, height: 768 });
  await sections(teaching).getByRole("link", { name: "Asistencia" }).click();
  await expect(pageHeading(teaching, "Asistencia")).toBeFocused();
  await expect(markOf(teaching, `${children[0]?.firstName} Lista`)).toBeVisible();

  // Nothing scrolled: the last child of the list is below the fold, 'Guardar' is not.
  const last = teaching.getByRole("radiogroup").last();
  await expect(last).not.toBeInViewport();
  const save = teaching.getByRole("button", { name: "Guardar", exact: true });
  await expect(save).toBeInViewport();
  const count = teaching.locator(".register-save-bar").getByRole("status");
  const absentMarked = () => teaching.getByRole("radio", { name: "Ausente", checked: true }).count();
  const countText = (absent: number) => (absent === 0 ? /^(Todos presentes|\d+ (tarde|con excusa))/ : new RegExp(`^${absent} ${absent === 1 ? "ausente" : "ausentes"}\\b`));
  await expect(count).toHaveText(countText(await absentMarked()));

  // One child Ausente: the count says so at once, still in view with 'Guardar'.
  await markOf(teaching, `${children[1]?.firstName} Lista`).getByRole("radio", { name: "Ausente" }).click();
  const absent = await absentMarked();
  await expect(count).toHaveText(countText(absent));
  await expect(count).toContainText("Hay cambios sin guardar.");
  await expect(save).toBeInViewport();

  // At the end of the list the bar sits after the last child, not over it.
  await teaching.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(last).toBeInViewport();
  const lastBox = await last.boundingBox();
  const barBox = await teaching.locator(".register-save-bar").boundingBox();
  expect(lastBox && barBox && lastBox.y + lastBox.height <= barBox.y).toBe(true);
  await expectAccessible(teaching);

  // Reached with the keyboard from the last row, and it saves.
  await save.focus();
  await teaching.keyboard.press("Enter");
  await expect(teaching.getByText("Asistencia guardada").first()).toBeVisible();
  await expect(count).not.toContainText("Hay cambios sin guardar.");
});

test("the admin's school calendar: dates typed as 26/11/2026 under column headers, named 'Quitar' buttons, no sideways scroll on a phone (issue 34)", async ({ browser }) => {
  const admin = await pageAs(browser, e2eAdmin, 1366);
  await admin.goto("/dashboard/calendario-escolar");
  await expect(pageHeading(admin, "Calendario escolar")).toBeVisible();
  const year = await admin.getByLabel("Año", { exact: true }).inputValue();
  const holidays = admin.getByRole("group", { name: `Festivos de ${year}` });
  const periods = admin.getByRole("group", { name: `Periodos que empiezan en ${year}` });
  await expect(holidays.getByText("Fecha", { exact: true })).toBeVisible();
  await expect(holidays.getByText("Nombre", { exact: true })).toBeVisible();

  // A new holiday typed day first, read back in es-CO with the day in words.
  const lines = holidays.getByRole("listitem");
  const before = await lines.count();
  await holidays.getByRole("button", { name: "Añadir festivo" }).click();
  await expect(lines).toHaveCount(before + 1);
  const date = holidays.getByLabel(`Fecha del festivo ${before + 1}`);
  await date.fill("31/02/2026");
  await date.blur();
  await expect(holidays.getByRole("alert")).toHaveText("El 31 de febrero de 2026 no existe");
  await date.fill(`8-12-${year}`);
  const name = `Fiesta ${tag()}`;
  await holidays.getByLabel(`Nombre del festivo ${before + 1}`).fill(name);
  await expect(date).toHaveValue(`08/12/${year}`);
  await expect(date).toHaveAccessibleDescription(new RegExp(`8 de diciembre de ${year}`));
  const remove = holidays.getByRole("button", { name: `Quitar festivo 8 de diciembre (${name})` });
  await expect(remove).toHaveText("Quitar");
  expect((await remove.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(admin);

  // Or picked in the month calendar beside the field (Monday first), focus back on its button.
  const line = lines.nth(before);
  await line.getByRole("button", { name: "Calendario" }).click();
  const month = admin.getByRole("dialog", { name: `Calendario: Fecha del festivo ${before + 1}` });
  await expect(month.getByText(`diciembre de ${year}`)).toBeVisible();
  await expect(month.getByRole("button", { name: new RegExp(`, 8 de diciembre de ${year}$`) })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(admin);
  await month.getByRole("button", { name: new RegExp(`, 24 de diciembre de ${year}$`) }).click();
  await expect(month).toBeHidden();
  await expect(date).toHaveValue(`24/12/${year}`);
  await expect(line.getByRole("button", { name: "Calendario" })).toBeFocused();
  await holidays.getByRole("button", { name: `Quitar festivo 24 de diciembre (${name})` }).click();
  await expect(lines).toHaveCount(before);
  if ((await periods.getByRole("listitem").count()) > 0) {
    await expect(periods.getByText("Inicio", { exact: true })).toBeVisible();
    await expect(periods.getByLabel("Inicio del periodo 1")).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  }

  // On a phone each line shows its own labels, and nothing scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(holidays.getByText("Fecha del festivo 1", { exact: true })).toBeVisible();
  await expect(holidays.getByText("Fecha", { exact: true })).toBeHidden();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await admin.context().close();
});
