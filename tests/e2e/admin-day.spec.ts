import { expect, type Page, test } from "@playwright/test";
import { ports } from "../../playwright.config";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { adminToken, createPerson, tag } from "./people-fixtures";

/** Issue 34, the admin's day: the users table at 1366 × 768, the sex on a student's file, and 'Para hoy'. */

const demo = `http://127.0.0.1:${ports.demo}`;

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/login");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe("in the demo school", () => {
  test.use({ baseURL: demo, viewport: { width: 1366, height: 768 } });

  test("the users page fits 1366 px without scrolling sideways, and the tribe filter offers only the school's tribes", async ({ page }) => {
    await signInAs(page, "admin@demo.tribu", "demo1234");
    await page.goto("/dashboard/users");
    await expect(page.getByText(/^Mostrando 25 de \d+ usuarios$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    // read-only rows: no dropdown nor text box in the table
    await expect(page.getByRole("region", { name: "Tabla de usuarios" }).locator("select, input, textarea")).toHaveCount(0);
    const tribe = page.getByRole("search").getByLabel("Tribu");
    await expect(tribe.locator("option")).toHaveText(["Todas las tribus", "Tribu 1", "Tribu 2", "Tribu 3", "Tribu 4", "Sin tribu"]);
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Editar a Sofía Herrera" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the admin's home starts with what waits today, each one tap from its screen", async ({ page }) => {
    await signInAs(page, "admin@demo.tribu", "demo1234");
    const first = page.locator("main section.section-page > section").first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("Para hoy");
    const links = first.getByRole("link");
    await expect(links.filter({ hasText: /recibos? de pago por revisar/ })).toHaveCount(1);
    await expect(links.filter({ hasText: /3 boletines listos para publicar/ })).toContainText("Tribu 2: 3");
    await expect(links.filter({ hasText: "1 estudiante nuevo espera una tribu" })).toHaveCount(1);
    await expect(links.filter({ hasText: "1 excusa sin decidir" })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Registro de estudiantes" })).toContainText("cualquiera puede crear una cuenta de estudiante desde la página de inicio");
    await expectAccessible(page);

    await links.filter({ hasText: /recibos? de pago por revisar/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin-payments$/);
    await page.goBack();
    await links.filter({ hasText: /boletines listos para publicar/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/boletines$/);
    await page.goBack();
    await links.filter({ hasText: "1 excusa sin decidir" }).click();
    await expect(page).toHaveURL(/\/dashboard\/asistencia$/);
    await page.goBack();
    await links.filter({ hasText: "1 estudiante nuevo espera una tribu" }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\?.*tribe=none/);
    await expect(page.getByText("Mostrando 1 de 1 usuarios")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Emiliano Rojas" })).toContainText("Sin tribu");
  });
});

test("the admin sets a student's sex as on the identity document, and it reads back", async ({ page, request }) => {
  const surname = `Documento${tag()}`;
  await createPerson(request, await adminToken(request), { role: "student", firstName: "Sofía", lastName: surname, tribe: "Tribu 1" });
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto(`/dashboard/users?search=${surname}`);
  await expect(page.getByText("Mostrando 1 de 1 usuarios")).toBeVisible();
  const edit = page.getByRole("button", { name: `Editar a Sofía ${surname}` });
  await edit.click();
  const dialog = page.getByRole("dialog", { name: `Editar a Sofía ${surname}` });
  const sex = dialog.getByLabel("Sexo (como en el documento de identidad)");
  await expect(sex).toBeEnabled();
  await expect(sex.locator("option:checked")).toHaveText("Sin registrar");
  await expect(sex.locator("option")).toHaveText(["Sin registrar", "Femenino", "Masculino"]);
  await sex.selectOption({ label: "Femenino" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await page.reload();
  await page.getByRole("button", { name: `Editar a Sofía ${surname}` }).click();
  await expect(page.getByRole("dialog").getByLabel("Sexo (como en el documento de identidad)").locator("option:checked")).toHaveText("Femenino");
});
