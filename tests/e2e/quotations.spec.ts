import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { validPng } from "../fakes/png";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  return page;
}

// The journeys share the server's one catalogue: they import in turn, never side by side.
test.describe.configure({ mode: "serial" });

/** Imports a catalogue file through the screen's 'Catálogo de productos' card. */
async function importCatalogue(page: Page, csv: string, count: number) {
  const importCard = page.getByRole("region", { name: "Catálogo de productos" });
  if (!(await importCard.locator("details").getAttribute("open").then((v) => v !== null))) await importCard.locator("summary").click();
  await importCard.getByLabel("Archivo del catálogo (CSV o XLSX)").setInputFiles({ name: "catalogo.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await importCard.getByRole("button", { name: "Importar catálogo" }).click();
  await expect(page.getByText(`Catálogo importado: ${count} productos.`).first()).toBeVisible();
}

/**
 * The start most journeys share: the admin at 1280 px on 'Cotizaciones' with the test catalogue,
 * a new client by name and one product picked by its search and its title.
 */
async function startQuotation(browser: Browser, client: string, product: { search: string; title: RegExp }): Promise<Page> {
  const page = await adminPage(browser, 1280);
  await page.goto("/dashboard/quotations");
  await importCatalogue(page, catalogue, 3);
  await page.getByLabel("Buscar cliente").fill(client);
  await page.getByRole("button", { name: `Usar «${client}» como cliente` }).click();
  await page.getByLabel("Buscar producto").fill(product.search);
  await page.getByRole("button", { name: product.title }).click();
  return page;
}
const galon = { search: "vinilo", title: /Vinilo blanco galón 4LT/ };

const catalogue = [
  "Código interno,Título,Precio anterior,Nuevo precio",
  'VBC-001,Vinilo blanco cubeta 19LT,"$300,000.00","$ 320.500,50"',
  "VBG-002,Vinilo blanco galón 4LT,80000,85000",
  "ESM-003,Esmalte rojo cuarto,25000,27990",
].join("\n");

test("admin imports a catalogue, builds a quotation with two products and 10 % off, saves it and exports the PDF", async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const company = `Constructora Andes ${suffix}`;
  const page = await adminPage(browser, 1280);
  await page.goto("/dashboard/quotations");
  await expect(page.getByRole("heading", { level: 1, name: "Cotizaciones" })).toBeVisible();

  // Import a small catalogue (the e2e server has no Google credentials: the catalogue is local).
  await importCatalogue(page, catalogue, 3);
  const stats = page.getByRole("list", { name: "Resumen del catálogo" });
  await expect(stats).toContainText("3 Productos en el catálogo");
  await expect(stats).toContainText("1 Cubetas 19LT");
  await expect(stats).toContainText("1 Galones 4LT");

  // Client through 'Agregar a CRM', and a project.
  await page.getByRole("button", { name: "Agregar a CRM" }).click();
  const crm = page.getByRole("dialog", { name: "Agregar cliente al CRM" });
  await crm.getByLabel("Empresa *").fill(company);
  await crm.getByLabel("Correo electrónico").fill("compras@andes.test");
  await expectAccessible(page);
  await crm.getByRole("button", { name: "Agregar a CRM" }).click();
  await expect(crm).toBeHidden();
  await expect(page.getByText(`Cliente: ${company} (compras@andes.test)`)).toBeVisible();
  // The CRM search finds that client again by part of its name, in lower case.
  await page.getByLabel("Buscar cliente").fill(`andes ${suffix}`);
  await expect(page.getByText("Mostrando 1 de 1 resultados")).toBeVisible();
  await page.getByRole("list", { name: "Clientes encontrados" }).getByRole("button", { name: new RegExp(company) }).click();
  await expect(page.getByLabel("Buscar cliente")).toHaveValue("");
  await expect(page.getByText(`Cliente: ${company} (compras@andes.test)`)).toBeVisible();
  await page.getByLabel("Nombre del proyecto").fill("Colegio sede norte");

  // Products: the 2-character rule, then two products.
  const search = page.getByLabel("Buscar producto");
  await search.fill("v");
  await expect(page.getByText("Escribe al menos 2 caracteres para buscar.")).toBeVisible();
  await search.fill("vinilo");
  await expect(page.getByText("Mostrando 2 de 2 resultados")).toBeVisible();
  await page.getByLabel("Cantidad", { exact: true }).fill("2");
  await page.getByRole("button", { name: /Vinilo blanco cubeta 19LT/ }).click();
  await page.getByLabel("Cantidad", { exact: true }).fill("1");
  await page.getByRole("button", { name: /Vinilo blanco galón 4LT/ }).click();
  await expect(page.getByTestId("quotation-item")).toHaveCount(2);
  await expect(page.getByLabel("Cantidad de Vinilo blanco cubeta 19LT")).toHaveValue("2");

  // 10 % discount: 2 x 320,500.50 + 85,000 = 726,001.00; minus 72,600.10.
  await page.getByLabel("Descuento (%)").fill("10");
  await expect(page.getByTestId("quotation-subtotal")).toHaveText("$ 726.001");
  await expect(page.getByTestId("quotation-discount")).toHaveText("-$ 72.600,10");
  await expect(page.getByTestId("quotation-total")).toHaveText("$ 653.400,90");
  await expect(page.getByText("IVA incluido", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Save: the saved row has the server's total and the pending status as icon and word.
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Cotización guardada exitosamente").first()).toBeVisible();
  const row = page.getByTestId("saved-quotation").filter({ hasText: company });
  await expect(row).toContainText("$ 653.400,90");
  await expect(row).toContainText("Pendiente");

  // Export the current quotation as PDF.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cotizacion-borrador-constructora-andes-.*\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  // Approve it.
  await row.getByRole("button", { name: /Aprobar/ }).click();
  await expect(row).toContainText("Aprobada");

  // Email is not configured on this server: the dialog says so.
  await page.getByRole("button", { name: "Enviar por correo" }).click();
  const email = page.getByRole("dialog", { name: "Enviar cotización por correo" });
  await expect(email).toContainText("El envío por correo no está configurado en este servidor");
  await expectAccessible(page);
  await email.getByRole("button", { name: "Cerrar" }).first().click();
  await page.context().close();
});

test("the quotation screen fits a 390 px phone and stays accessible", async ({ browser }) => {
  const page = await adminPage(browser, 390);
  await page.goto("/dashboard/quotations");
  await expect(page.getByRole("heading", { level: 1, name: "Cotizaciones" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cotizaciones guardadas" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.context().close();
});

test("a catalogue change between opening the screen and saving is shown before anything is saved (issue 22)", async ({ browser }) => {
  const client = `Ferretería Cambio ${Date.now().toString(36).slice(-5)}`;
  const page = await startQuotation(browser, client, { search: "esmalte", title: /Esmalte rojo cuarto/ });
  await expect(page.getByTestId("quotation-item")).toContainText("$ 27.990");

  // Meanwhile a row is added at the top and the enamel's price goes up.
  const changed = ["Código,Título,Nuevo precio", "NUEVO-9,Producto nuevo arriba,1000", "VBC-001,Vinilo blanco cubeta 19LT,320500.50", "ESM-003,Esmalte rojo cuarto,29990"].join("\n");
  await importCatalogue(page, changed, 3);

  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(/El catálogo cambió desde que abriste la cotización: ESM-003 ahora cuesta \$ 29\.990 \(antes \$ 27\.990\)/).first()).toBeVisible();
  const line = page.getByTestId("quotation-item");
  await expect(line).toContainText("Cambió en el catálogo: ESM-003 ahora cuesta $ 29.990");
  await expect(line).toContainText("Esmalte rojo cuarto");
  await expect(page.getByTestId("quotation-total")).toHaveText("$ 29.990");
  await expect(page.getByTestId("saved-quotation").filter({ hasText: client })).toHaveCount(0);

  // Seen: saving again keeps the enamel, at its new price.
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  const row = page.getByTestId("saved-quotation").filter({ hasText: client });
  await expect(row).toContainText("$ 29.990");
  await page.context().close();
});

test("a double click on 'Guardar' saves one quotation (issue 22)", async ({ browser }) => {
  const client = `Doble Clic ${Date.now().toString(36).slice(-5)}`;
  const page = await startQuotation(browser, client, galon);
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("quotations.save")) saves.push(request.postData() ?? "");
  });
  await page.getByRole("button", { name: "Guardar", exact: true }).dblclick();
  const rows = page.getByTestId("saved-quotation").filter({ hasText: client });
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Guardar", exact: true })).toBeEnabled();
  // Whatever reached the server carried one key; the list still holds one quotation after it settles.
  await page.reload();
  await expect(page.getByTestId("saved-quotation").filter({ hasText: client })).toHaveCount(1);
  expect(new Set(saves.map((body) => /"idempotencyKey":"([^"]+)"/.exec(body)?.[1])).size).toBe(1);
  await page.context().close();
});

test("a pending quotation is edited into a new version, keeps the old PDF, and is final once approved (issue 22)", async ({ browser }) => {
  const client = `Obra Versiones ${Date.now().toString(36).slice(-5)}`;
  const page = await startQuotation(browser, client, galon);
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  const row = page.getByTestId("saved-quotation").filter({ hasText: client });
  await expect(row).toContainText("$ 85.000");

  await row.getByRole("button", { name: /Editar/ }).click();
  await expect(page.getByRole("heading", { name: /Editando la cotización N\.º \d+/ })).toBeFocused();
  await page.getByLabel("Cantidad de Vinilo blanco galón 4LT").fill("3");
  await page.getByRole("button", { name: "Guardar versión" }).click();
  await expect(page.getByText("Cotización actualizada: ahora va en la versión 2. El PDF anterior sigue disponible.").first()).toBeVisible();
  await expect(row).toContainText("$ 255.000");
  await expect(page.getByTestId("saved-quotation").filter({ hasText: client })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Cotización actual" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: /PDF v1/ }).click();
  const bytes = await readFile((await (await downloading).path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  await row.getByRole("button", { name: /Aprobar/ }).click();
  await expect(row).toContainText("Aprobada");
  await expect(row.getByRole("button", { name: /Editar/ })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /Rechazar/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.context().close();
});

test("the admin fills 'Datos de la empresa' for the quotation PDF, with the NIT checked and a logo (issue 22)", async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  await page.goto("/dashboard/quotations");
  const card = page.getByRole("region", { name: "Datos de la empresa" });
  await card.locator("summary").click();
  await card.getByLabel("Nombre de la empresa o escuela *").fill("Pinturas del Valle S.A.S.");
  await card.getByLabel("NIT").fill("800.197.268-5");
  await card.getByLabel("Teléfono").fill("602 345 6789");
  await card.getByRole("button", { name: "Guardar datos de la empresa" }).click();
  await expect(card.getByText("El NIT no es válido: escribe el número y el dígito de verificación, por ejemplo 900.123.456-7.")).toBeVisible();
  await card.getByLabel("NIT").fill("800197268-4");
  await card.getByRole("button", { name: "Guardar datos de la empresa" }).click();
  await expect(page.getByText("Datos de la empresa guardados").first()).toBeVisible();
  await expect(card.getByLabel("NIT")).toHaveValue("800.197.268-4");
  await expect(card.getByLabel("Teléfono")).toHaveValue("+57 602 345 6789");

  await card.getByLabel("Logo (PNG o JPEG)").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: validPng() });
  await card.getByRole("button", { name: "Guardar logo" }).click();
  await expect(page.getByText("Logo guardado").first()).toBeVisible();
  await expect(card.getByRole("img", { name: "Logo actual de la empresa" })).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});

test("a discount out of bounds is said and never previewed or saved (issue 22)", async ({ browser }) => {
  const client = `Descuento Malo ${Date.now().toString(36).slice(-5)}`;
  const page = await startQuotation(browser, client, galon);

  await page.getByLabel("Descuento (%)").fill("150");
  await expect(page.getByText("El descuento en porcentaje debe estar entre 0 y 100.").first()).toBeVisible();
  await expect(page.getByTestId("quotation-discount")).toHaveText("—");
  await expect(page.getByTestId("quotation-total")).toHaveText("—");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "El descuento en porcentaje debe estar entre 0 y 100." }).first()).toBeVisible();
  await expect(page.getByTestId("saved-quotation").filter({ hasText: client })).toHaveCount(0);

  await page.getByLabel("Tipo de descuento").selectOption("amount");
  await page.getByLabel("Descuento ($)").fill("85000.01");
  await expect(page.getByText("El descuento en valor debe estar entre $ 0 y el subtotal ($ 85.000).").first()).toBeVisible();
  await expect(page.getByTestId("quotation-total")).toHaveText("—");
  await page.getByLabel("Descuento ($)").fill("5000");
  await expect(page.getByTestId("quotation-total")).toHaveText("$ 80.000");
  await page.context().close();
});

test("the saved quotations fit a 1280 px screen without scrolling sideways (issue 22)", async ({ browser }) => {
  const client = `Constructora Integral de Obras Civiles y Acabados del Pacífico ${Date.now().toString(36).slice(-5)}`;
  const page = await adminPage(browser, 1280);
  await page.goto("/dashboard/quotations");
  await importCatalogue(page, catalogue, 3);
  await page.getByLabel("Buscar cliente").fill(client);
  await page.getByRole("button", { name: `Usar «${client}» como cliente` }).click();
  await page.getByLabel("Nombre del proyecto").fill("Remodelación completa de la sede principal y bodegas");
  await page.getByLabel("Buscar producto").fill("vinilo");
  await page.getByRole("button", { name: /Vinilo blanco cubeta 19LT/ }).click();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByTestId("saved-quotation").filter({ hasText: client })).toHaveCount(1);
  const table = page.getByRole("region", { name: "Cotizaciones guardadas" }).locator(".table-wrap");
  const overflow = await table.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.context().close();
});

test("a message after acting on the last saved quotation covers no control (issue 22)", async ({ browser }) => {
  const client = `Última Fila ${Date.now().toString(36).slice(-5)}`;
  const page = await startQuotation(browser, client, galon);
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByTestId("saved-quotation").filter({ hasText: client })).toHaveCount(1);

  // The oldest quotation is the table's last row: approve or reject it from the bottom of the page.
  const last = page.getByTestId("saved-quotation").last();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const act = last.getByRole("button", { name: /Aprobar|PDF/ }).first();
  await act.click();
  const toast = page.locator(".toast").last();
  await expect(toast).toBeVisible();
  const covered = await page.evaluate(() => {
    const box = (document.querySelector(".toast:last-of-type") as HTMLElement).getBoundingClientRect();
    // Controls, not the scrollable table that holds them (focusable so it can be scrolled by keyboard).
    const controls = [...document.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, summary")].filter(
      // checkVisibility leaves out what a closed <details> holds (laid out, but never shown).
      (el) => !el.closest(".toast-viewport") && el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }),
    );
    return controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((el) => el.textContent?.trim().slice(0, 40) || el.getAttribute("aria-label") || el.outerHTML.slice(0, 80));
  });
  expect(covered).toEqual([]);
  await page.context().close();
});
