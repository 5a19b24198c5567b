import { expect, test } from "@playwright/test";
import { pageAs, pageHeading } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";

/**
 * Issue 36, the reports the school files or keeps: an admin opens 'Informes de matrícula', fills the
 * school's SIMAT data (a wrong DANE code is refused in Spanish), downloads the year's SIMAT
 * spreadsheet and is told in Spanish that a year without students has no enrolment book. Checked with axe.
 */
test("an admin checks and downloads the year's SIMAT report; the enrolment book of an empty year says why", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, e2eAdmin);
  await page.goto("/dashboard/matricula/informes");
  await expect(pageHeading(page, "Informes de matrícula")).toBeVisible();
  const year = await page.getByLabel("Año", { exact: true }).inputValue();
  await expect(page.getByRole("heading", { name: `Revisión del reporte SIMAT ${year}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Datos de la escuela en SIMAT" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Código DANE del establecimiento").fill("12345");
  await page.getByRole("button", { name: "Guardar datos de SIMAT" }).click();
  await expect(page.getByText("El código DANE del establecimiento tiene 12 dígitos").first()).toBeVisible();
  await page.getByLabel("Código DANE del establecimiento").fill("305001000123");
  await page.getByLabel("Código DANE de la sede").fill("305001000123");
  await page.getByLabel("Consecutivo de la sede").fill("30500100012301");
  await page.getByLabel("Código DANE del municipio").fill("05001");
  await page.getByLabel("Jornada").selectOption("6");
  await page.getByRole("button", { name: "Guardar datos de SIMAT" }).click();
  await expect(page.getByText("Datos de SIMAT guardados").first()).toBeVisible();
  await expect(page.getByText("Falta el código DANE del establecimiento (Datos de SIMAT)")).toHaveCount(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: `Reporte SIMAT ${year} (Excel)` }).click();
  expect((await downloading).suggestedFilename()).toBe(`simat-anexo-6a-${year}.xlsx`);

  // A year before any student file: the book has no entries, and says so.
  const older = String(Number(year) - 2);
  await page.getByLabel("Año", { exact: true }).selectOption(older);
  await expect(page.getByText(`No hay estudiantes matriculados en ${older}.`).first()).toBeVisible();
  await page.getByRole("button", { name: `Libro de matrícula ${older} (PDF)` }).click();
  await expect(page.getByText(`No hay estudiantes matriculados en ${older}: el libro de matrícula de ese año no tiene entradas.`).first()).toBeVisible();
  await expectAccessible(page);
});
