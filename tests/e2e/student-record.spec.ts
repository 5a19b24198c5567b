import { expect, test } from "@playwright/test";
import { dateFieldText } from "../../common/dates";
import { schoolToday } from "../../common/format";
import { recordMessages } from "../../common/student-records/record.schema";
import { fileMessages } from "../../common/student-records/record-requests";
import { api, closesBackToOpener, pageAs, pageHeading } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";

/**
 * Issue 36, the student's file: an admin opens a child's 'Ficha de matrícula' from Usuarios, types a
 * registro civil with letters and is told so under the field, fixes it and saves; the child's family
 * opens 'Ficha de matrícula' from its menu, reads the file and asks for a correction, which is listed
 * as pending; her teacher reads the school-life part (no documents). Each screen is checked with
 * axe; the dialog gives focus back to its button.
 */
test("an admin fills a child's file; the family reads it and asks for a correction", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const suffix = tag();
  const child = await createPerson(request, token, { role: "student", firstName: `Lucia${suffix}`, lastName: "Matrícula", tribe: "Tribu 2" });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Marta${suffix}`, lastName: "Matrícula" });
  await linkChild(request, token, parent.id, child.id);
  const year = Number(schoolToday().slice(0, 4));
  const number = String(Date.now()).slice(-10);

  // The admin, from Usuarios: the child's row links to her file.
  const admin = await pageAs(browser, e2eAdmin);
  await admin.goto(`/dashboard/users?search=${encodeURIComponent(child.firstName)}`);
  await admin.getByRole("link", { name: `Ficha de matrícula de ${child.firstName} Matrícula` }).click();
  await expect(pageHeading(admin, `Ficha de matrícula de ${child.firstName} Matrícula`)).toBeVisible();
  const form = admin.getByRole("form", { name: "Ficha de matrícula" });
  await form.getByLabel("Número de documento").first().fill("12AB567");
  await form.getByLabel("Fecha de nacimiento").fill(dateFieldText(`${year - 8}-03-14`));
  await form.getByLabel("Sexo (como en el documento)").selectOption("F");
  await form.getByLabel("Grado").selectOption("2");
  await form.getByLabel("EPS (entidad de salud)").fill("Sura EPS");
  await form.getByRole("button", { name: "Agregar acudiente" }).click();
  await form.getByLabel("Nombre completo").fill(`Marta${suffix} Matrícula`);
  await form.getByLabel("Parentesco").fill("Madre");
  await form.getByLabel("Teléfono").fill("300 123 4567");
  await form.getByLabel("Número de documento").nth(1).fill("43123456");
  await form.getByLabel("Cuenta de la familia en Tribu").selectOption({ label: `Marta${suffix} Matrícula` });
  await form.getByLabel("Puede recoger al niño/a").check();
  await form.getByRole("button", { name: "Guardar ficha" }).click();
  const numberField = form.getByLabel("Número de documento").first();
  await expect(numberField).toHaveAttribute("aria-invalid", "true");
  await expect(numberField, "the refused save takes the keyboard to the wrong field").toBeFocused();
  await expect(numberField).toHaveAccessibleDescription(new RegExp(`${recordMessages.documentNumberDigits.replace(/[()]/g, "\\$&")}$`));
  await expectAccessible(admin);
  await numberField.fill(number);
  await form.getByRole("button", { name: "Guardar ficha" }).click();
  await expect(admin.getByText(recordMessages.saved).first()).toBeVisible();
  await expect(numberField).not.toHaveAttribute("aria-invalid", "true");
  await expect(admin.getByRole("button", { name: "Descartar cambios" })).toHaveCount(0);

  // The family: 'Ficha de matrícula' in its menu; the whole file; a correction asked for.
  const family = await pageAs(browser, parent);
  await family.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Ficha de matrícula" }).click();
  await expect(pageHeading(family, "Ficha de matrícula")).toBeVisible();
  await expect(family.getByText(number)).toBeVisible();
  await expect(family.getByText("Puede recoger al niño/a")).toBeVisible();
  await expectAccessible(family);
  const ask = family.getByRole("button", { name: "Pedir una corrección" });
  const dialogName = `Pedir una corrección de la ficha de ${child.firstName}`;
  await closesBackToOpener(family, ask, dialogName);
  await ask.click();
  const dialog = family.getByRole("dialog", { name: dialogName });
  await dialog.getByLabel("Qué hay que corregir").fill("El segundo apellido de Lucía es Gómez.");
  await expectAccessible(family);
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(dialog).toBeHidden();
  await expect(family.getByText(fileMessages.requestSent).first()).toBeVisible();
  const requests = family.getByRole("region", { name: "Tus solicitudes de corrección" });
  await expect(requests.getByText("El segundo apellido de Lucía es Gómez.")).toBeVisible();
  await expect(requests.getByText("Pendiente")).toBeVisible();

  // Her teacher (of a class of hers): 'Ficha escolar' from 'Mis Estudiantes': health and pick-up, no document.
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}` });
  const created = await api(request, token).post<{ class: { id: number } }>("/api/classes", { title: `Clase ${suffix}`, teacherId: teacher.id });
  await api(request, token).post("/api/studentclasses", { studentId: child.id, classId: created.class.id });
  const teaching = await pageAs(browser, teacher);
  await teaching.goto(`/dashboard/students?search=${encodeURIComponent(child.firstName)}`);
  await teaching.getByRole("link", { name: `Ficha escolar de ${child.firstName} Matrícula` }).click();
  await expect(pageHeading(teaching, `Ficha escolar de ${child.firstName} Matrícula`)).toBeVisible();
  await expect(teaching.getByText("Sura EPS")).toBeVisible();
  await expect(teaching.getByText("Puede recoger al niño/a")).toBeVisible();
  await expect(teaching.getByText(number)).toHaveCount(0);
  await expect(teaching.getByText("43123456")).toHaveCount(0);
  await expectAccessible(teaching);

  // The admin finds it waiting on Matrícula, opens the child's file from there, and it waits there too.
  await admin.goto("/dashboard/matricula");
  const waiting = admin.getByRole("region", { name: /solicitud(es)? de corrección esper/ });
  await expect(waiting.getByText("El segundo apellido de Lucía es Gómez.", { exact: false })).toBeVisible();
  await waiting.getByRole("link", { name: new RegExp(`^${child.firstName}`) }).first().click();
  await expect(admin.getByRole("region", { name: "Solicitudes de corrección de la familia" }).getByText("El segundo apellido de Lucía es Gómez.")).toBeVisible();
});
