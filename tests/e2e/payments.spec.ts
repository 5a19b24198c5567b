import { expect, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin, samplePdf } from "./learning-fixtures";

test("a parent uploads a receipt, the admin approves it with a note, the parent sees it approved", async ({ browser, request }) => {
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Rosa", lastName: "Pagadora" });
  const monthName = "Marzo";

  const parentPage = await (await browser.newContext()).newPage();
  await parentPage.goto("/login");
  await signIn(parentPage, parent.email, parent.password);
  await parentPage.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Pagos" }).click();
  await expect(parentPage.getByRole("heading", { name: "Fichas de Pago" })).toBeVisible();
  await expectAccessible(parentPage);

  // Nothing chosen: the spec's message, and nothing is sent.
  await parentPage.getByRole("button", { name: "Subir ficha" }).click();
  await expect(parentPage.getByText("Por favor selecciona un archivo y un mes")).toBeVisible();

  await parentPage.getByLabel("Mes").selectOption({ label: monthName });
  await parentPage.getByLabel(/^Archivo/).setInputFiles({ name: "recibo-marzo.pdf", mimeType: "application/pdf", buffer: samplePdf });
  await parentPage.getByRole("button", { name: "Subir ficha" }).click();
  const item = parentPage.getByTestId("payment-item").filter({ hasText: monthName });
  await expect(item).toContainText("Pendiente");
  await expect(item).toContainText("recibo-marzo.pdf");

  // The same month again is refused with the spec's message.
  await parentPage.getByLabel("Mes").selectOption({ label: monthName });
  await parentPage.getByLabel(/^Archivo/).setInputFiles({ name: "otra.pdf", mimeType: "application/pdf", buffer: samplePdf });
  await parentPage.getByRole("button", { name: "Subir ficha" }).click();
  await expect(parentPage.getByText("Ya existe un pago para este mes y año. Elimina el anterior si quieres reemplazarlo.")).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto("/login");
  await signIn(adminPage, e2eAdmin.email, e2eAdmin.password);
  await adminPage.goto("/dashboard/admin-payments");
  await expect(adminPage.getByRole("heading", { name: "Gestión de Pagos" })).toBeVisible();
  await adminPage.getByLabel("Buscar familia").fill("Pagadora");
  const row = adminPage.getByTestId("payment-item").filter({ hasText: "Rosa Pagadora" });
  await expect(row).toHaveCount(1);
  await expectAccessible(adminPage);
  await row.getByRole("button", { name: /Revisar/ }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Revisar pago" });
  await expect(dialog.getByRole("radio", { name: "Aprobar" })).toBeChecked();
  await dialog.getByLabel("Notas (opcional)").fill("Recibido, gracias.");
  await expectAccessible(adminPage);
  await dialog.getByRole("button", { name: "Confirmar revisión" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Aprobado");

  await parentPage.reload();
  await expect(item).toContainText("Aprobado");
  await expect(item).toContainText("Recibido, gracias.");
  await expect(item.getByRole("button", { name: /Eliminar/ })).toHaveCount(0);
});

test("only parents open Fichas de Pago", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/payments");
  await expect(page.getByRole("heading", { name: "Acceso denegado" })).toBeVisible();
  await expect(page.getByText("Solo los padres pueden acceder a esta página")).toBeVisible();
});
