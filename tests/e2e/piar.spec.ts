import { expect, type Page, test } from "@playwright/test";
import { formatDate } from "../../common/format";
import { twoSemesters } from "./calendar-fixtures";
import { api, closesBackToOpener, pageAs, pageHeading, sessionOf } from "./dialog-focus-fixtures";
import { expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";
import { recordSpeech, type Spoken } from "./speech-fixtures";

/**
 * Issue 26, the PIAR: a teacher opens 'PIAR' from the menu, chooses a student of their class and
 * writes the plan with one reasonable adjustment (a second, empty row is refused in Spanish and
 * removed), beside the student's reading profile; a change not saved asks before another student opens; the family reads it on 'Mis Hijos', hears it and
 * agrees (the acta: who and when); the teacher sees the agreement and writes the period's follow-up.
 * Issue 35: the teacher changes the agreed plan; the history keeps version 1 (read in a dialog that
 * gives the focus back); the family sees version 2 pending, what changed, reads the version they
 * agreed to, and signs; the teacher and an admin sign the acta: three signatures on screen.
 * Each screen is checked with axe.
 */
const sections = (page: Page) => page.getByRole("navigation", { name: "Secciones" });

test("a teacher writes a PIAR, the family reads it and agrees, the teacher follows it up", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  await twoSemesters(request, token);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}` });
  const child = await createPerson(request, token, { role: "student", firstName: `Lía${suffix}`, lastName: "Ajustes", tribe: "Tribu 3" });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Mamá${suffix}`, lastName: "Ajustes" });
  const other = await createPerson(request, token, { role: "student", firstName: `Beto${suffix}`, lastName: "Ajustes", tribe: "Tribu 3" });
  await linkChild(request, token, parent.id, child.id);
  // The family authorised the sensitive data (diagnosis, health) the teacher writes below (issue 35, privacy.spec.ts).
  await api(request, (await sessionOf(request, parent)).token).post(`/api/students/${child.id}/sensitive-consent`, {});
  const created = await api(request, token).post<{ class: { id: number } }>("/api/classes", { title: `Lectura ${suffix}`, teacherId: teacher.id });
  for (const student of [child, other]) await api(request, token).post("/api/studentclasses", { studentId: student.id, classId: created.class.id });
  const lia = `${child.firstName} Ajustes`;
  const beto = `${other.firstName} Ajustes`;
  const adjustment = `Fichas con una sola consigna ${suffix}.`;

  // The teacher: 'PIAR' from the menu; the students of their class, found by name; no plan yet.
  const teaching = await pageAs(browser, teacher);
  await sections(teaching).getByRole("link", { name: "PIAR" }).click();
  await expect(pageHeading(teaching, "PIAR")).toBeVisible();
  await teaching.getByLabel("Buscar estudiante").fill(suffix);
  await teaching.getByRole("button", { name: new RegExp(`^${lia}`) }).click();
  await expect(teaching.getByRole("heading", { name: `PIAR de ${lia}` })).toBeFocused();
  await expect(teaching.getByText(`${lia} todavía no tiene PIAR`)).toBeVisible();
  const plan = teaching.getByRole("form", { name: `Secciones del PIAR de ${lia}` });
  await plan.getByLabel("Diagnóstico o condición").fill("Dislexia.");
  await plan.getByLabel("Salud").fill("Usa gafas para leer.");
  await plan.getByLabel("Cómo aprende").fill("Aprende mejor escuchando y con apoyos visuales.");
  await plan.getByLabel("Fortalezas").fill("Comprensión oral.");

  // One adjustment; a second row left empty is refused by the server in Spanish, then removed.
  await plan.getByRole("button", { name: "Agregar ajuste" }).click();
  const first = plan.getByRole("group", { name: /^Ajuste 1/ });
  await expect(first.getByLabel("Materia")).toBeFocused();
  await first.getByLabel("Materia").fill("Lenguaje");
  await first.getByLabel("Tipo de ajuste").selectOption("didactico");
  await first.getByLabel("Ajuste razonable").fill(adjustment);
  await first.getByLabel("Meta").fill("Leer un cuento corto en voz alta.");
  await plan.getByRole("button", { name: "Agregar ajuste" }).click();
  await plan.getByLabel("Compromisos").fill("Leer juntos diez minutos al día.");
  await expect(teaching.getByRole("region", { name: `Accesibilidad y lectura de ${lia}` }).getByText("Tamaño del texto: Normal")).toBeVisible();
  await expectAccessible(teaching);
  await plan.getByRole("button", { name: "Crear PIAR" }).click();
  await expect(plan.getByText("Cada ajuste necesita la materia a la que se aplica.").first()).toBeVisible();
  const remove = plan.getByRole("group", { name: /^Ajuste 2/ }).getByRole("button", { name: /^Quitar/ });
  await remove.click();
  await expect(plan.getByRole("button", { name: "Agregar ajuste" })).toBeFocused();
  await plan.getByRole("button", { name: "Crear PIAR" }).click();
  await expect(teaching.getByText("PIAR guardado").first()).toBeVisible();
  await expect(teaching.getByText("Pendiente del acuerdo de la familia")).toBeVisible();
  await expect(plan.getByRole("button", { name: "Guardar PIAR" })).toBeVisible();

  // A change not saved: opening another student asks first (focus back on the student chosen), then opens them.
  await plan.getByLabel("Intereses").fill("Los cuentos de animales.");
  const betoButton = teaching.getByRole("button", { name: new RegExp(`^${beto}`) });
  await closesBackToOpener(teaching, betoButton, "Cambios sin guardar");
  await betoButton.click();
  await teaching.getByRole("dialog", { name: "Cambios sin guardar" }).getByRole("button", { name: "Abrir sin guardar" }).click();
  await expect(teaching.getByText(`${beto} todavía no tiene PIAR`)).toBeVisible();
  await expect(teaching.getByRole("button", { name: "Crear PIAR" })).toBeVisible();

  // The family: 'Mis Hijos', the plan open to read and to hear; "Estoy de acuerdo" records who and when.
  const family = await pageAs(browser, parent);
  await recordSpeech(family, { voices: [{ lang: "es-CO", name: "Colombia" }] });
  await family.goto("/dashboard");
  await sections(family).getByRole("link", { name: "Mis Hijos" }).click();
  const piar = family.getByRole("region", { name: `PIAR de ${child.firstName}` });
  await expect(piar.getByText(adjustment)).toBeVisible();
  await expect(piar.getByText("Aprende mejor escuchando y con apoyos visuales.")).toBeVisible();
  await piar.getByRole("button", { name: `Escuchar: PIAR de ${child.firstName}` }).click();
  const spoken = await family.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);
  expect(spoken.at(-1)?.text).toContain(adjustment);
  await expectAccessible(family);
  await piar.getByRole("button", { name: /^Estoy de acuerdo/ }).click();
  const agreement = `Acordado el ${formatDate(new Date())} por ${parent.firstName} Ajustes`;
  await expect(piar.getByText(agreement, { exact: true })).toBeVisible();
  // The button is replaced by who agreed and when: the focus is there, not lost at the page's start.
  await expect(family.locator(":focus")).toContainText(agreement);
  await expect(piar.getByRole("button", { name: /^Estoy de acuerdo/ })).toHaveCount(0);
  await expectAccessible(family);
  const pdf = family.waitForResponse((response) => response.url().endsWith(`/api/piar/students/${child.id}/pdf`));
  const download = family.waitForEvent("download");
  await piar.getByRole("button", { name: /^Descargar PDF/ }).click();
  expect((await pdf).headers()["content-type"]).toContain("application/pdf");
  expect((await download).suggestedFilename()).toMatch(/^piar-.+\.pdf$/);

  // The teacher opens the plan from a link naming the student (as the review reminder does), sees the
  // agreement and writes the current period's follow-up.
  await teaching.goto(`/dashboard/piar?estudiante=${child.id}`);
  await expect(teaching.getByRole("heading", { name: `PIAR de ${lia}` })).toBeVisible();
  await expect(teaching.getByText(agreement, { exact: true })).toBeVisible();
  const followups = teaching.getByRole("region", { name: "Seguimiento por periodo" });
  await followups.getByLabel("Seguimiento del periodo").fill("Lía lee con fichas de una consigna y ya pide ayuda cuando la necesita.");
  await followups.getByRole("button", { name: "Guardar seguimiento" }).click();
  await expect(teaching.getByText("Seguimiento guardado").first()).toBeVisible();
  await expect(followups.getByRole("listitem").filter({ hasText: "ya pide ayuda cuando la necesita" })).toContainText(`por ${teacher.firstName}`);
  await expectAccessible(teaching);

  // Issue 35: the teacher changes the agreed plan: version 2, pending the family's agreement; version 1 stays in the history.
  await plan.getByLabel("Compromisos").fill("Leer juntos quince minutos al día.");
  await plan.getByRole("button", { name: "Guardar PIAR" }).click();
  await expect(teaching.getByText("Pendiente del acuerdo de la familia")).toBeVisible();
  const history = teaching.getByRole("region", { name: "Versiones y acta" });
  const versions = history.getByRole("list", { name: `Versiones del PIAR de ${lia}` });
  await expect(versions.getByRole("listitem")).toHaveCount(2);
  await expect(versions.getByRole("listitem").first()).toContainText("Versión 2 (vigente)");
  await expect(versions.getByRole("listitem").first()).toContainText("Cambió: Compromisos de la familia");
  await expect(versions.getByRole("listitem").nth(1)).toContainText(`Acordada por ${parent.firstName} Ajustes`);
  const openFirst = versions.getByRole("button", { name: "Ver versión 1" });
  await openFirst.click();
  const dialog = teaching.getByRole("dialog", { name: `PIAR de ${lia}: versión 1` });
  await expect(dialog.getByText("Leer juntos diez minutos al día.")).toBeVisible();
  await expect(dialog.getByText(`${parent.firstName} Ajustes (Familia/acudiente)`)).toBeVisible();
  await expectAccessible(teaching);
  await teaching.keyboard.press("Escape");
  await expect(openFirst).toBeFocused();
  await closesBackToOpener(teaching, openFirst, `PIAR de ${lia}: versión 1`);

  // The family: version 2 pending, what changed since version 1, version 1 to read, "Estoy de acuerdo y firmo".
  await family.reload();
  const pending = family.getByRole("region", { name: `PIAR de ${child.firstName}` });
  await expect(pending.getByText("Versión 2 pendiente de acuerdo.")).toBeVisible();
  await expect(pending.getByText(/desde entonces cambió: Compromisos de la familia/)).toBeVisible();
  await pending.getByText("Leer la versión 1 que acordaste").click();
  await expect(pending.getByText("Leer juntos diez minutos al día.")).toBeVisible();
  await expectAccessible(family);
  await pending.getByRole("button", { name: /^Estoy de acuerdo y firmo/ }).click();
  await expect(pending.getByText(agreement, { exact: true })).toBeVisible();

  // The teacher and an admin sign the acta of version 2: three signatures, on the staff's screen and the family's.
  await teaching.reload();
  const acta = teaching.getByRole("region", { name: "Anexo 3: Acta de acuerdo · versión 2" });
  await acta.getByRole("button", { name: /^Firmar acta/ }).click();
  await expect(acta).toContainText(`${teacher.firstName} Prueba (Docente)`);
  await expect(acta.getByRole("button", { name: /^Firmar acta/ })).toHaveCount(0);
  const admin = await createPerson(request, token, { role: "admin", firstName: `Rectora${suffix}`, lastName: "Ajustes" });
  const office = await pageAs(browser, admin);
  await office.goto(`/dashboard/piar?estudiante=${child.id}`);
  const adminActa = office.getByRole("region", { name: "Anexo 3: Acta de acuerdo · versión 2" });
  await expect(adminActa.getByLabel("Cargo con el que firmas")).toHaveValue("Rector(a)");
  await adminActa.getByRole("button", { name: /^Firmar acta/ }).click();
  await expect(adminActa).toContainText(`${admin.firstName} Ajustes (Rector(a))`);
  await expectAccessible(office);
  await family.reload();
  const signed = family.getByRole("region", { name: "Anexo 3: Acta de acuerdo · versión 2" });
  for (const who of [`${parent.firstName} Ajustes (Familia/acudiente)`, `${teacher.firstName} Prueba (Docente)`, `${admin.firstName} Ajustes (Rector(a))`]) await expect(signed).toContainText(who);
});
