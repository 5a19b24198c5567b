import { type Browser, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  return page;
}

test("admin adds, edits, changes the status of and deletes a CRM client, and exports the report", async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const company = `Pinturas Andinas ${suffix}`;
  const page = await adminPage(browser, 1280);
  await page.goto("/dashboard/crm");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await expect(page.getByTestId("crm-source")).toContainText("Los clientes se guardan en la base de datos de Tribu");

  // Add: the phone rule is checked before anything is sent.
  await page.getByRole("button", { name: "Agregar Cliente" }).click();
  const add = page.getByRole("dialog", { name: "Agregar Cliente" });
  await add.getByLabel("Empresa *").fill(company);
  await add.getByLabel("Persona de contacto").fill("Lucía Mejía");
  await add.getByLabel("Email").fill("lucia@andinas.co");
  await add.getByLabel("Teléfono").fill("310 123 45");
  await add.getByRole("button", { name: "Agregar Cliente" }).click();
  await expect(add.getByRole("alert").filter({ hasText: "El teléfono no es válido. Escribe un celular de 10 dígitos (300 123 4567)" })).toBeVisible();
  await add.getByLabel("Teléfono").fill("300-123-4567");
  await expectAccessible(page);
  await add.getByRole("button", { name: "Agregar Cliente" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Cliente agregado exitosamente" })).toBeVisible();
  const row = page.getByTestId("crm-row").filter({ hasText: company });
  await expect(row).toContainText("Lucía Mejía");
  // One phone format (issue 22): typed 300-123-4567, stored +573001234567, shown grouped.
  await expect(row).toContainText("+57 300 123 4567");
  await expect(row).toContainText("$ 0");
  await expect(row.getByLabel(`Estado de ${company}`)).toHaveValue("prospect");

  // Edit: revenue typed with thousands dots as a Colombian writes it (issue 34), shown in COP without decimals.
  await row.getByRole("button", { name: `Editar ${company}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Cliente" });
  await expect(edit.getByLabel("Teléfono")).toHaveValue("+57 300 123 4567");
  await edit.getByLabel("Proyectos").fill("3");
  // Pesos as a Colombian types them (issue 34: a text field read by common/numbers.ts, never type=number).
  await expect(edit.getByLabel("Ingresos (COP, sin decimales)")).toHaveValue("0");
  await edit.getByLabel("Ingresos (COP, sin decimales)").fill("4.500.000,5");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(edit.getByLabel("Ingresos (COP, sin decimales)")).toHaveAccessibleDescription(/Escribe un número entero, sin decimales/);
  await edit.getByLabel("Ingresos (COP, sin decimales)").fill("4.500.000");
  await edit.getByLabel("Notas").fill("Quiere pintar dos aulas");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Cliente actualizado exitosamente" })).toBeVisible();
  await expect(row).toContainText("$ 4.500.000");
  await expect(row).toContainText("3 proyectos");
  await row.getByRole("button", { name: `Editar ${company}` }).click();
  await expect(page.getByRole("dialog", { name: "Editar Cliente" }).getByLabel("Ingresos (COP, sin decimales)")).toHaveValue("4.500.000");
  await page.keyboard.press("Escape");

  // Status from the row's dropdown, kept after a reload.
  await row.getByLabel(`Estado de ${company}`).selectOption("active");
  await expect(page.getByRole("status").filter({ hasText: "Estado actualizado exitosamente" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("crm-row").filter({ hasText: company }).getByLabel(`Estado de ${company}`)).toHaveValue("active");
  await expect(page.getByLabel("Resumen de clientes")).toContainText("$ 4.500.000");

  // A failed write puts the previous status back and says so.
  await page.route("**/trpc/crm.setStatus**", (route) => route.abort());
  const statusSelect = page.getByTestId("crm-row").filter({ hasText: company }).getByLabel(`Estado de ${company}`);
  await statusSelect.selectOption("inactive");
  await expect(page.getByRole("alert").filter({ hasText: "Error al actualizar el estado" })).toBeVisible();
  await expect(statusSelect).toHaveValue("active");
  await page.unroute("**/trpc/crm.setStatus**");

  // View details.
  await page.getByRole("button", { name: `Ver detalles de ${company}` }).click();
  const view = page.getByRole("dialog", { name: company });
  await expect(view).toContainText("Quiere pintar dos aulas");
  await expect(view).toContainText("Activo");
  await expectAccessible(page);
  await view.getByRole("button", { name: "Cerrar", exact: true }).last().click();
  await expect(view).toBeHidden();

  // Filter and search.
  await page.getByLabel("Estado", { exact: true }).selectOption("inactive");
  await expect(page.getByTestId("crm-row").filter({ hasText: company })).toHaveCount(0);
  await page.getByLabel("Estado", { exact: true }).selectOption("");
  await page.getByLabel("Buscar").fill("andinas");
  await expect(page.getByTestId("crm-row").filter({ hasText: company })).toHaveCount(1);

  // Exportar PDF downloads a real PDF.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^reporte-crm-\d{4}-\d{2}-\d{2}\.pdf$/);

  // Delete after confirmation.
  await page.getByTestId("crm-row").filter({ hasText: company }).getByRole("button", { name: `Eliminar ${company}` }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminar cliente" });
  await expect(confirm).toContainText(company);
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cliente eliminado exitosamente" })).toBeVisible();
  await expect(page.getByTestId("crm-row").filter({ hasText: company })).toHaveCount(0);
});

test("the CRM screen fits a 390 px phone and passes axe", async ({ browser }) => {
  const page = await adminPage(browser, 390);
  await page.goto("/dashboard/crm");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await page.getByRole("button", { name: "Agregar Cliente" }).click();
  const add = page.getByRole("dialog", { name: "Agregar Cliente" });
  await add.getByLabel("Empresa *").fill(`Colegio Sol ${Date.now().toString(36).slice(-5)}`);
  await add.getByRole("button", { name: "Agregar Cliente" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByTestId("crm-row").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
