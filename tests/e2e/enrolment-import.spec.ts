import { expect, test } from "@playwright/test";
import writeXlsxFile from "write-excel-file/node";
import { closesBackToOpener, pageAs, pageHeading } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { tag } from "./people-fixtures";

/**
 * Issue 36, the journey's first half: an admin opens 'Matrícula' from the menu, imports ten students
 * from the school's spreadsheet with two bad rows (a birth date that does not exist, a sex that is
 * neither F nor M), sees each row's error in the preview, corrects both there, confirms, finds the ten
 * in the list, and registers a 'retirado' novedad for one (its reason is required). Nothing is written
 * before 'Confirmar importación'. Each screen is checked with axe; the dialogs give focus back.
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

test("an admin imports ten students with two bad rows, fixes them in the preview, confirms, and retires one", async ({ browser }) => {
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
