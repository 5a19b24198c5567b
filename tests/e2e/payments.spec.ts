import { defaultSettings } from "../../common/settings/settings.schema";
import { expect, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin, samplePdf } from "./learning-fixtures";
import { adminToken } from "./people-fixtures";
import { dueMonth } from "../../common/payments/due-month";
import { monthNames } from "../../common/payments/payments.schema";
import { schoolToday } from "../../common/format";

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

test("with more receipts than a page, the admin and the parent page through them; filters start again at page 1 and a review keeps the page", async ({ browser, request }) => {
  // 26 receipts, one more than a page: all of two years back, then January and February this year.
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Pía", lastName: "Paginadora" });
  const login = await request.post("/api/login", { data: { email: parent.email, password: parent.password } });
  const token = ((await login.json()) as { token: string }).token;
  const thisYear = new Date().getFullYear();
  const periods = [thisYear - 2, thisYear - 1].flatMap((year) => Array.from({ length: 12 }, (_, i) => ({ year, month: i + 1 })));
  periods.push({ year: thisYear, month: 1 }, { year: thisYear, month: 2 });
  for (const { year, month } of periods) {
    const response = await request.post("/api/payments", {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        month: String(month).padStart(2, "0"),
        year: String(year),
        file: { name: `recibo-${year}-${month}.pdf`, mimeType: "application/pdf", buffer: samplePdf },
      },
    });
    expect(response.status()).toBe(201);
  }
  const oldest = `Enero ${thisYear - 2}`;

  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto("/login");
  await signIn(adminPage, e2eAdmin.email, e2eAdmin.password);
  await adminPage.goto("/dashboard/admin-payments");
  await adminPage.getByLabel("Buscar familia").fill("Paginadora");
  const items = adminPage.getByTestId("payment-item");
  const pager = adminPage.getByRole("navigation", { name: "Páginas de fichas de pago" });
  await expect(adminPage.getByText("Mostrando 25 de 26 comprobantes")).toBeVisible();
  await expect(items).toHaveCount(25);
  await expect(items.first()).toContainText(`Febrero ${thisYear}`);
  await expect(items.filter({ hasText: oldest })).toHaveCount(0);
  await expect(pager).toContainText("Página 1 de 2");
  await expect(pager.getByRole("button", { name: "Anterior" })).toBeDisabled();
  const card = (name: string) => adminPage.getByRole("list", { name: "Resumen de pagos" }).getByRole("listitem").filter({ hasText: name });
  await expect(card("Total")).toHaveText("26 Total");
  await expect(card("Pendientes")).toHaveText("26 Pendientes");

  await pager.getByRole("button", { name: "Siguiente" }).click();
  await expect(pager).toContainText("Página 2 de 2");
  // Reading starts again at the list's heading ('Siguiente' is disabled on the last page).
  await expect(adminPage.getByRole("heading", { name: "Fichas de pago" })).toBeFocused();
  await expect(adminPage.getByText("Mostrando 1 de 26 comprobantes")).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(oldest);
  await expectAccessible(adminPage);

  // A review keeps page 2; the stat cards follow.
  await items.first().getByRole("button", { name: /Revisar/ }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Revisar pago" });
  await dialog.getByRole("button", { name: "Confirmar revisión" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(items.first()).toContainText("Aprobado");
  await expect(items.first()).toContainText(oldest);
  await expect(pager).toContainText("Página 2 de 2");
  await expect(card("Pendientes")).toHaveText("25 Pendientes");
  await expect(card("Aprobados")).toHaveText("1 Aprobados");

  // A new filter starts again at page 1: 25 pending receipts fit one page, so no pager.
  await adminPage.getByLabel("Estado").selectOption({ label: "Pendiente" });
  await expect(adminPage.getByText("Mostrando 25 de 25 comprobantes")).toBeVisible();
  await expect(pager).toHaveCount(0);
  await expect(items.first()).toContainText(`Febrero ${thisYear}`);

  // The parent's history pages the same way.
  const parentPage = await (await browser.newContext()).newPage();
  await parentPage.goto("/login");
  await signIn(parentPage, parent.email, parent.password);
  await parentPage.goto("/dashboard/payments");
  const history = parentPage.getByRole("navigation", { name: "Páginas del historial de pagos" });
  await expect(parentPage.getByTestId("payment-item")).toHaveCount(25);
  await expect(history).toContainText("Página 1 de 2");
  await history.getByRole("button", { name: "Siguiente" }).click();
  await expect(history).toContainText("Página 2 de 2");
  await expect(parentPage.getByTestId("payment-item")).toHaveCount(1);
  await expect(parentPage.getByTestId("payment-item").first()).toContainText(oldest);
  await expect(parentPage.getByTestId("payment-item").first()).toContainText("Aprobado");
  await expectAccessible(parentPage);
});

test("a rejected receipt is replaced by the parent; the admin sees the earlier file and deletes the receipt after confirming (issue 22)", async ({ browser, request }) => {
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Elena", lastName: "Reemplazo" });
  const parentPage = await (await browser.newContext()).newPage();
  await parentPage.goto("/login");
  await signIn(parentPage, parent.email, parent.password);
  await parentPage.goto("/dashboard/payments");
  const send = async (fileName: string) => {
    await parentPage.getByLabel("Mes").selectOption({ label: "Mayo" });
    await parentPage.getByLabel(/^Archivo/).setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: samplePdf });
    await parentPage.getByRole("button", { name: "Subir ficha" }).click();
  };
  await send("mayo-borroso.pdf");
  const item = parentPage.getByTestId("payment-item").filter({ hasText: "Mayo" });
  await expect(item).toContainText("Pendiente");

  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto("/login");
  await signIn(adminPage, e2eAdmin.email, e2eAdmin.password);
  await adminPage.goto("/dashboard/admin-payments");
  await adminPage.getByLabel("Buscar familia").fill("Reemplazo");
  const row = adminPage.getByTestId("payment-item").filter({ hasText: "Elena Reemplazo" });
  await row.getByRole("button", { name: /Revisar/ }).click();
  const review = adminPage.getByRole("dialog", { name: "Revisar pago" });
  await review.getByRole("radio", { name: "Rechazar" }).click();
  await review.getByLabel("Notas (opcional)").fill("No se lee el importe.");
  await review.getByRole("button", { name: "Confirmar revisión" }).click();
  await expect(row).toContainText("Rechazado");

  // The parent sends that month again: the new file waits for review, nothing is refused.
  await parentPage.reload();
  await expect(item).toContainText("Rechazado");
  await expect(item).toContainText("Sube otra ficha para este mes y reemplazará a esta.");
  await send("mayo-nitido.pdf");
  await expect(item).toContainText("Pendiente");
  await expect(item).toContainText("mayo-nitido.pdf");
  await expect(parentPage.getByRole("alert")).toHaveCount(0);

  // The admin sees the new file and, folded under it, the rejected one with its note.
  await adminPage.reload();
  await adminPage.getByLabel("Buscar familia").fill("Reemplazo");
  await expect(row).toContainText("mayo-nitido.pdf");
  await row.getByText("Archivos anteriores (1)").click();
  const earlier = row.getByTestId("payment-version");
  await expect(earlier).toContainText("mayo-borroso.pdf");
  await expect(earlier).toContainText("Rechazado");
  await expect(earlier).toContainText("No se lee el importe.");
  await expect(earlier.getByRole("button", { name: "Descargar mayo-borroso.pdf" })).toBeVisible();
  await expectAccessible(adminPage);

  // Deleting asks first; 'Cancelar' keeps it and gives the focus back to the button.
  const remove = row.getByRole("button", { name: /^Eliminar pago de Elena Reemplazo/ });
  await remove.click();
  const confirm = adminPage.getByRole("dialog", { name: "Eliminar ficha de pago" });
  await expect(confirm).toContainText("Elena Reemplazo");
  await expect(confirm).toContainText("sus archivos anteriores");
  await expectAccessible(adminPage);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(adminPage.getByRole("heading", { name: "Fichas de pago" })).toBeFocused();
});

test("on a phone, the form starts on the month that is due, and a rejected receipt's 'Subir otra vez' opens it on that month with the reason (issue 34)", async ({ browser, request }) => {
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Rita", lastName: "Reenvío" });
  const login = await request.post("/api/login", { data: { email: parent.email, password: parent.password } });
  const token = ((await login.json()) as { token: string }).token;
  const year = Number(schoolToday().slice(0, 4));
  // February, the school year's first month, sent and rejected by the school.
  const sent = await request.post("/api/payments", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { month: "02", year: String(year), file: { name: "borroso.pdf", mimeType: "application/pdf", buffer: samplePdf } },
  });
  expect(sent.status()).toBe(201);
  const { payment } = (await sent.json()) as { payment: { id: number } };
  const review = await request.put(`/api/payments/${payment.id}/review`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { status: "rejected", notes: "La foto salió borrosa." },
  });
  expect(review.ok()).toBe(true);

  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto("/login");
  await signIn(page, parent.email, parent.password);
  await page.goto("/dashboard/payments");
  // The month due by the school's today (February, rejected, before the year starts: none).
  const due = dueMonth([{ month: "02", year, status: "rejected" }], schoolToday(), defaultSettings.feeMonths);
  await expect(page.getByText(due ? "Mes por pagar:" : `Estás al día con las fichas de ${year}.`)).toBeVisible();
  if (due) await expect(page.getByLabel("Mes")).toHaveValue(due.month);

  const february = `${monthNames["02"]} ${year}`;
  const card = page.getByTestId("payment-item").filter({ hasText: february });
  await expect(card).toContainText("Rechazado");
  await card.getByRole("button", { name: /Subir otra vez/ }).click();
  const title = page.getByRole("heading", { name: `Subir otra vez la ficha de ${february}` });
  await expect(title).toBeFocused();
  await expect(page.getByText(`La escuela rechazó la ficha de ${february}: La foto salió borrosa.`)).toBeVisible();
  await expect(page.getByLabel("Mes")).toHaveValue("02");
  await expect(page.getByLabel("Año")).toHaveValue(String(year));
  // The Spanish file picker: its button, then the chosen file's name.
  await expect(page.getByText("Elegir archivo o foto", { exact: true })).toBeVisible();
  await page.getByLabel(/^Archivo/).setInputFiles({ name: "nitido.pdf", mimeType: "application/pdf", buffer: samplePdf });
  await expect(page.getByText(/^nitido\.pdf \(/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Subir ficha" }).click();
  await expect(card).toContainText("Pendiente");
  await expect(card).toContainText("nitido.pdf");
  await expect(card.getByRole("button", { name: /Subir otra vez/ })).toHaveCount(0);
});
