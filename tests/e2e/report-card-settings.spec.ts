import { expect, test } from "@playwright/test";
import { pageAs, pageHeading } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { adminToken, tag } from "./people-fixtures";

/**
 * Issue 26, 'Ajustes de boletines': the admin opens the settings from 'Boletines', sees the school's
 * cut-offs, is told in Spanish (before anything is sent) when the cut-offs are out of order, and
 * saves who signs as director (as "Rector(a)") and the PIAR line on another school's copies; the
 * dialog closes and gives the focus back to its opener.
 */
test("the admin changes the report cards' settings: a wrong scale is explained, a director's name is saved", async ({ browser, request }) => {
  const admin = await pageAs(browser, e2eAdmin);
  await admin.goto("/dashboard/boletines");
  await expect(pageHeading(admin, "Boletines")).toBeVisible();
  const opener = admin.getByRole("button", { name: "Ajustes de boletines" });
  await opener.click();
  const dialog = admin.getByRole("dialog", { name: "Ajustes de boletines" });
  const superior = dialog.getByLabel("Desempeño Superior");
  await expect(superior).not.toHaveValue("");
  await expectAccessible(admin);

  const before = await superior.inputValue();
  await dialog.getByLabel("Desempeño Alto").fill("9,9");
  await superior.fill("9,5");
  await dialog.getByRole("button", { name: "Guardar ajustes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Las notas de corte deben ir de mayor a menor: Superior por encima de Alto, y Alto por encima de Básico.");
  await expect(dialog).toBeVisible();

  await superior.fill(before);
  await dialog.getByLabel("Desempeño Alto").fill("8");
  const director = `Directora ${tag()}`;
  await dialog.getByLabel("Nombre de quien firma como director(a)").fill(director);
  // Issue 35: the head of school signs as "Rector(a)" by default; the PIAR line is on the family's
  // copies and, unless chosen, not on a copy for another school.
  await expect(dialog.getByLabel("Cargo de quien firma")).toHaveValue("Rector(a)");
  await expect(dialog.getByLabel("Mostrarla en los boletines de la familia y de la escuela")).toBeChecked();
  const forOthers = dialog.getByLabel("Mostrarla también en las copias para otra institución");
  await expect(forOthers).not.toBeChecked();
  await forOthers.check();
  await dialog.getByRole("button", { name: "Guardar ajustes" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByText("Ajustes de boletines guardados").first()).toBeVisible();
  await expect(opener).toBeFocused();

  const saved = await request.get("/api/report-cards/settings", { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect((await saved.json()).settings).toMatchObject({ directorName: director, headTitle: "Rector(a)", piarLineOnCards: true, piarLineForOtherSchools: true });
});
