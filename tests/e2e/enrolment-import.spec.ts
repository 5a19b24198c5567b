import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import readXlsxFile from "read-excel-file/node";
import writeXlsxFile from "write-excel-file/node";
import { closesBackToOpener, pageAs, pageHeading } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { tag } from "./people-fixtures";
import { pdfText } from "../setup/pdf-text";

/**
 * Issue 36, the journey: an admin opens 'Matrícula' from the menu, imports ten students
 * from the school's spreadsheet with two bad rows (a birth date that does not exist, a sex that is
 * neither F nor M), sees each row's error in the preview, corrects both there, confirms, finds the ten
 * in the list, and registers a 'retirado' novedad for one (its reason is required). Nothing is written
 * before 'Confirmar importación'. Then the rest of issue 36's journey: the year's SIMAT report and
 * enrolment book carry the ten; a constancia for one of them is valid at its QR address for a browser
 * with no session, and revoked there once the admin revokes it. Each screen is checked with axe; the
 * dialogs give focus back.
 */
const sections = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Secciones" });

async function spreadsheet(suffix: string, base: number): Promise<Buffer> {
  const header = ["Tipo de documento", "Número de documento", "Nombres", "Apellidos", "Fecha de nacimiento", "Sexo", "Grado", "Tribu", "EPS", "RH", "Acudiente", "Teléfono acudiente", "Parentesco"];
  const names = ["Sofía", "Mateo", "Valentina", "Samuel", "Isabella", "Martín", "Lucía", "Emilio", "Antonia", "Tomás"];
  const rows = names.map((name, i) => [
    "RC",
    String(base + i),
    name,
    `Import${suffix}`,
    i === 3 ? "31/02/2019" : `0${(i % 9) + 1}/03/2019`,
    i === 6 ? "X" : i % 2 === 0 ? "F" : "M",
    ["Transición", "1°", "Primero", "2", "3°"][i % 5] as string,
    `Tribu ${(i % 4) + 1}`,
    "Sura",
    "O+",
    `Acudiente ${name}`,
    `300${String(1_000_000 + i)}`,
    "Madre",
  ]);
  return writeXlsxFile([header, ...rows].map((row) => row.map((value) => ({ value }))) as never).toBuffer();
}

test("an admin imports ten students with two bad rows, fixes them in the preview, confirms, retires one, downloads the SIMAT report and the enrolment book, and issues a certificate anyone verifies until it is revoked", async ({ browser }) => {
  test.setTimeout(180_000);
  const suffix = tag().replace(/\d/g, "x");
  const base = 1_100_000_000 + Math.floor(Math.random() * 800_000_000);
  const lastName = `Import${suffix}`;
  const page = await pageAs(browser, e2eAdmin);

  await sections(page).getByRole("link", { name: "Matrícula" }).click();
  await expect(pageHeading(page, "Matrícula")).toBeVisible();
  await expect(page.getByRole("region", { name: "Informes" })).toBeAttached();
  await page.getByRole("link", { name: "Importar hoja de cálculo" }).click();
  await expect(pageHeading(page, "Importar matrícula")).toBeVisible();

  await page.getByLabel("Hoja de cálculo (XLSX o CSV)").setInputFiles({ name: "matricula.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: await spreadsheet(suffix, base) });
  await page.getByRole("button", { name: "Revisar archivo" }).click();
  await expect(page.getByText("2 filas con errores")).toBeVisible();
  // The columns were matched from the Spanish headers.
  await expect(page.getByLabel("Columna «Sexo»")).toHaveValue("sex");
  await expect(page.getByLabel("Columna «Teléfono acudiente»")).toHaveValue("guardianPhone");
  const rows = page.locator(".import-preview tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(rows.nth(3)).toContainText("Fecha de nacimiento: El 31 de febrero de 2019 no existe");
  await expect(rows.nth(6)).toContainText("Sexo: Elige el sexo como está en el documento (F o M)");
  await expect(page.getByRole("button", { name: "Confirmar importación" })).toBeDisabled();
  await expectAccessible(page);

  // Row 5 of the sheet (Samuel): the date corrected in its dialog; the rows are checked again.
  const fixSamuel = page.getByRole("button", { name: `Corregir la fila 5 (Samuel ${lastName})` });
  await closesBackToOpener(page, fixSamuel, "Corregir la fila 5");
  await fixSamuel.click();
  const samuel = page.getByRole("dialog", { name: "Corregir la fila 5" });
  await expect(samuel.getByText("El 31 de febrero de 2019 no existe")).toBeVisible();
  await samuel.getByLabel("Fecha de nacimiento").fill("28/02/2019");
  await expectAccessible(page);
  await samuel.getByRole("button", { name: "Guardar y revisar" }).click();
  await expect(samuel).toBeHidden();
  await expect(page.getByText("1 fila con errores")).toBeVisible();

  await page.getByRole("button", { name: `Corregir la fila 8 (Lucía ${lastName})` }).click();
  const lucia = page.getByRole("dialog", { name: "Corregir la fila 8" });
  await lucia.getByLabel("Sexo").fill("F");
  await lucia.getByRole("button", { name: "Guardar y revisar" }).click();
  await expect(lucia).toBeHidden();
  await expect(page.getByText("Sin errores")).toBeVisible();

  // Nothing was written yet: the list does not have them.
  const confirm = page.getByRole("button", { name: "Confirmar importación" });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(pageHeading(page, "Matrícula")).toBeVisible();
  await expect(page.getByText("Importación terminada: 10 fichas nuevas y 0 actualizadas.").first()).toBeVisible();

  await page.getByLabel("Buscar por nombre, documento o tribu").fill(lastName);
  const listed = page.locator(".enrolment-table tbody tr");
  await expect(listed).toHaveCount(10);
  const sofia = listed.filter({ hasText: `Sofía ${lastName}` });
  await expect(sofia).toContainText("Matriculada");
  await expect(sofia).toContainText(`RC ${base}`);
  await expect(sofia).toContainText("Transición");
  await expectAccessible(page);

  // A withdrawal: the reason is required, then the row reads 'Retirada' and the history says who.
  const open = sofia.getByRole("button", { name: `Registrar novedad de Sofía ${lastName}` });
  await closesBackToOpener(page, open, `Registrar novedad: Sofía ${lastName}`);
  await open.click();
  const dialog = page.getByRole("dialog", { name: `Registrar novedad: Sofía ${lastName}` });
  await dialog.getByLabel("Nuevo estado").selectOption({ label: "Retirada" });
  await dialog.getByRole("button", { name: "Registrar novedad" }).click();
  await expect(dialog.getByText("Escribe el motivo del retiro")).toBeVisible();
  await dialog.getByLabel("Motivo del retiro").fill("La familia se muda a otra ciudad");
  await expect(dialog.getByText(/Matriculada el .*registró/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Registrar novedad" }).click();
  await expect(dialog).toBeHidden();
  await expect(sofia).toContainText("Retirada");
  await page.getByLabel("Estado").selectOption("retirado");
  await expect(listed).toHaveCount(1);

  // The year's SIMAT report and enrolment book, from the same page: the ten are in both (Sofía too:
  // she was matriculada this year before leaving), each with what SIMAT still needs listed first.
  const year = new Date().getFullYear();
  const [simat] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Reporte SIMAT ${year} (Excel)` }).click()]);
  expect(simat.suggestedFilename()).toBe(`simat-anexo-6a-${year}.xlsx`);
  const sheets = await readXlsxFile(await readFile((await simat.path()) as string));
  expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Revisar", "Anexo 6A"]);
  const [headers, ...simatRows] = sheets[1]?.data ?? [];
  const surname = headers?.indexOf("APELLIDO1") ?? -1;
  expect(simatRows.filter((row) => String(row[surname]) === lastName)).toHaveLength(10);
  const [book] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Libro de matrícula ${year} (PDF)` }).click()]);
  expect(book.suggestedFilename()).toBe(`libro-de-matricula-${year}.pdf`);
  const bookText = await pdfText(await readFile((await book.path()) as string));
  expect(bookText).toContain("Libro de matrícula");
  expect(bookText).toContain(`${lastName}, Sofía`);
  expect(bookText).toContain("La familia se muda a otra ciudad");

  // A constancia for Mateo, who stays: a browser with no session opens its QR address and reads it
  // valid; once the admin revokes it, the same address says so.
  await sections(page).getByRole("link", { name: "Certificados" }).click();
  await expect(pageHeading(page, "Certificados")).toBeVisible();
  await page.getByRole("button", { name: "Expedir certificado" }).click();
  const issue = page.getByRole("dialog", { name: "Expedir certificado" });
  const mateo = (await issue.getByRole("option", { name: new RegExp(`^Mateo ${lastName}`) }).textContent()) ?? "";
  await issue.getByLabel("Estudiante").selectOption({ label: mateo });
  await issue.getByLabel("Tipo").selectOption("constancia");
  const issued = page.waitForResponse((response) => response.url().includes("certificates.issue") && response.ok());
  await issue.getByRole("button", { name: "Expedir" }).click();
  type Issued = { result: { data: { code: string; verifyUrl: string } } };
  const answer = (await (await issued).json()) as Issued | Issued[];
  const { code, verifyUrl } = (Array.isArray(answer) ? (answer[0] as Issued) : answer).result.data;
  await expect(issue).toBeHidden();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(verifyUrl, page.url()).pathname);
  await expect(visitor.getByRole("status")).toContainText("Documento válido");
  await expect(visitor.getByText(/^Mat••• /)).toBeVisible();
  await expect(visitor.getByText(lastName)).toHaveCount(0);

  const row = page.getByRole("row").filter({ hasText: code });
  await row.getByRole("button", { name: `Revocar ${code}` }).click();
  const revoke = page.getByRole("dialog", { name: new RegExp(`^Revocar constancia de estudio ${code}`) });
  await revoke.getByLabel("Motivo de la revocación").fill("Se pidió con el grado equivocado");
  await revoke.getByRole("button", { name: "Revocar" }).click();
  await expect(revoke).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByRole("status")).toContainText("Documento revocado el");
  await expectAccessible(visitor);
  await visitorContext.close();

  // The children have no email: their accounts say "Sin correo", never the placeholder address.
  await page.goto("/dashboard/users");
  await page.getByRole("search", { name: "Filtrar usuarios" }).getByLabel("Buscar").fill(lastName);
  await expect(page.locator("main").getByText("Sin correo").first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("sin-correo.invalid");
});

test("the import is usable on a 390 px phone: no sideways scrolling, the rows readable as cards", async ({ browser }) => {
  const page = await pageAs(browser, e2eAdmin, 390);
  await page.goto("/dashboard/matricula/importar");
  await expect(pageHeading(page, "Importar matrícula")).toBeVisible();
  const csv = Buffer.from("Tipo de documento;Número de documento;Nombres;Apellidos;Fecha de nacimiento;Sexo;Grado\nRC;12AB;Ana;Móvil;14/03/2019;F;1°\n", "utf8");
  await page.getByLabel("Hoja de cálculo (XLSX o CSV)").setInputFiles({ name: "m.csv", mimeType: "text/csv", buffer: csv });
  await page.getByRole("button", { name: "Revisar archivo" }).click();
  await expect(page.getByText("1 fila con errores")).toBeVisible();
  await expect(page.locator(".import-preview tbody tr").first()).toContainText("Número de documento: El número de un registro civil");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const box = await page.getByRole("button", { name: /^Corregir la fila 2/ }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
});
