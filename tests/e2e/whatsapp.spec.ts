import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

async function signedInPage(browser: Browser, email: string, password: string, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, email, password);
  return page;
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a parent adds a phone; the admin connects WhatsApp in demo mode, writes to the parent and the message is stored", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const parentName = `Paula Familia${suffix}`;
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Paula", lastName: `Familia${suffix}` });

  // The parent gives a WhatsApp number in Configuración; a bad one is refused in Spanish.
  const parentPage = await signedInPage(browser, parent.email, parent.password);
  await parentPage.goto("/dashboard/settings");
  const phone = parentPage.getByLabel("Teléfono (WhatsApp)");
  await phone.fill("300-abc");
  await parentPage.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(parentPage.getByText(/Número de teléfono no válido/).first()).toBeVisible();
  await phone.fill("+57 (300) 123-4567");
  await parentPage.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(parentPage.getByText("Perfil actualizado correctamente").first()).toBeVisible();
  await parentPage.reload();
  await expect(parentPage.getByLabel("Teléfono (WhatsApp)")).toHaveValue("+573001234567");
  await parentPage.context().close();

  // The admin connects in demo mode: 'Generar QR', then 'Conectando...' for about 2 s.
  const admin = await signedInPage(browser, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/dashboard/whatsapp");
  await expect(admin.getByRole("heading", { level: 1, name: "Mensajes (WhatsApp)" })).toBeVisible();
  await expect(admin.getByRole("note", { name: "Modo demostración" })).toContainText("ningún mensaje sale del colegio");
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Generar QR" }).click();
  await expect(admin.getByRole("button", { name: "Conectando..." })).toBeDisabled();
  await expect(admin.getByRole("img", { name: /QR de demostración/ })).toBeVisible();
  const contact = admin.getByRole("button", { name: new RegExp(parentName) });
  await expect(contact).toBeVisible({ timeout: 10_000 });
  await expect(contact).toContainText("Desconectado");

  // Send with Enter; the button is disabled while the input is blank.
  await contact.click();
  const input = admin.getByPlaceholder("Escribe un mensaje...");
  const send = admin.getByRole("button", { name: "Enviar" });
  await expect(send).toBeDisabled();
  await input.fill("   ");
  await expect(send).toBeDisabled();
  const text = `Mañana hay salida pedagógica ${suffix}`;
  await input.fill(text);
  await expect(send).toBeEnabled();
  await input.press("Enter");
  const log = admin.getByRole("log", { name: `Mensajes con ${parentName}` });
  const bubble = log.getByRole("listitem").filter({ hasText: text });
  await expect(bubble).toContainText("Enviado");
  await expect(bubble).toContainText("Demostración");
  await expect(input).toHaveValue("");
  await expect(contact).toContainText(text);
  const sentCard = admin.getByRole("listitem").filter({ hasText: "Mensajes Enviados" });
  await expect(sentCard).not.toContainText(/^\s*0/);
  await expectAccessible(admin);

  // 'Exportar Chat' downloads the conversation with dates.
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Exportar Chat" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^chat-paula-familia.*\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(text);
  expect(csv).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // 'Configuración' shows the channel settings.
  await admin.getByRole("button", { name: "Configuración" }).click();
  const settings = admin.getByRole("dialog", { name: "Configuración de WhatsApp" });
  await expect(settings).toContainText("Demostración");
  await expect(settings.getByLabel("URL del webhook para registrar en Meta")).toHaveValue(/\/api\/whatsapp\/webhook$/);
  await expectAccessible(admin);
  await settings.getByRole("button", { name: "Cerrar" }).first().click();

  // Stored: still there after a reload, and the channel is still connected.
  await admin.reload();
  await admin.getByRole("button", { name: new RegExp(parentName) }).click();
  await expect(admin.getByRole("log", { name: `Mensajes con ${parentName}` }).getByRole("listitem").filter({ hasText: text })).toContainText("Enviado");

  // The same screen on a phone.
  const phonePage = await signedInPage(browser, e2eAdmin.email, e2eAdmin.password, 390);
  await phonePage.goto("/dashboard/whatsapp");
  await phonePage.getByRole("button", { name: new RegExp(parentName) }).click();
  await expect(phonePage.getByRole("log").getByRole("listitem").filter({ hasText: text })).toBeVisible();
  await noHorizontalOverflow(phonePage);
  await expectAccessible(phonePage);
});
