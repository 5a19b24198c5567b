import { type ChildProcess, spawn } from "node:child_process";
import { request as apiRequest, expect, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

// Its own server, through the Cloud API against the local fake Graph API (tests/e2e/serve.ts
// whatsapp-cloud): the other journeys keep the demo mode. Ports after the config's three.
const basePort = Number(process.env.E2E_PORT ?? 3110);
const port = basePort + 3;
const fakePort = basePort + 4;
const baseURL = `http://127.0.0.1:${port}`;
const parentPhone = "573005556677";
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(process.execPath, ["--import", "tsx", "tests/e2e/serve.ts", String(port), "whatsapp-cloud", String(fakePort)], { stdio: ["ignore", "inherit", "inherit"] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the WhatsApp Cloud API server did not start");
});
test.afterAll(() => {
  server?.kill("SIGTERM");
});

/** A parent with a mobile, as the school would have one. */
async function parentWithPhone(lastName: string) {
  const api = await apiRequest.newContext({ baseURL });
  const parent = await createUserAsAdmin(api, { role: "parent", firstName: "Nora", lastName });
  const session = await (await api.post("/api/login", { data: parent })).json();
  const saved = await api.put(`/api/users/${session.user.id}`, { headers: { authorization: `Bearer ${session.token}` }, data: { phone: "300 555 6677" } });
  expect(saved.ok()).toBe(true);
  await api.dispose();
}

test("through the Cloud API the admin opens a conversation with an approved template, and writes freely once the parent answers", async ({ browser }) => {
  const lastName = `Nueva${Date.now().toString(36).slice(-5)}`;
  const name = `Nora ${lastName}`;
  await parentWithPhone(lastName);

  const page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/whatsapp");
  await expect(page.getByRole("heading", { level: 1, name: "Mensajes (WhatsApp)" })).toBeVisible();
  await expect(page.getByRole("note", { name: "Modo demostración" })).toHaveCount(0);

  // Nora never wrote: her window is closed, and instead of the free text box the templates are offered.
  const contact = page.getByRole("button", { name: new RegExp(name) });
  await expect(contact).toContainText("Solo plantillas");
  await contact.click();
  await expect(page.getByText(/Ventana de 24 horas cerrada: .* aún no ha escrito al colegio/)).toBeVisible();
  await expect(page.getByPlaceholder("Escribe un mensaje...")).toHaveCount(0);
  await expect(page.getByText("Todavía no hay mensajes. Empieza con una plantilla aprobada.")).toBeVisible();
  const form = page.getByRole("form", { name: `Plantilla para ${name}` });
  await expect(form.getByLabel("Plantilla aprobada")).toHaveValue("aviso_reunion");
  const sendTemplate = form.getByRole("button", { name: "Enviar plantilla" });
  await expect(sendTemplate).toBeDisabled();
  expect((await sendTemplate.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // By keyboard: the values, then Enter on the button.
  await form.getByLabel("Nombre").fill("Nora");
  await page.keyboard.press("Tab");
  await page.keyboard.type("viernes 4");
  await expect(form).toContainText("Hola Nora, le esperamos en la reunión del viernes 4.");
  await expectAccessible(page);
  await sendTemplate.focus();
  await page.keyboard.press("Enter");
  const log = page.getByRole("log", { name: `Mensajes con ${name}` });
  const templateBubble = log.getByRole("listitem").filter({ hasText: "Hola Nora, le esperamos en la reunión del viernes 4." });
  await expect(templateBubble).toBeVisible();
  // The fake's signed status reaches the webhook; the conversation shows it on its next refresh.
  await expect(templateBubble).toContainText("Entregado", { timeout: 20_000 });

  // Nora answers on WhatsApp: the window opens and the free text box comes back.
  const answered = await fetch(`http://127.0.0.1:${fakePort}/_fake/receive`, { method: "POST", body: JSON.stringify({ from: parentPhone, text: "Gracias, allí estaré" }) });
  expect(answered.ok).toBe(true);
  await expect(page.getByText(/Ventana de 24 horas abierta hasta el/)).toBeVisible({ timeout: 20_000 });
  await expect(log.getByRole("listitem").filter({ hasText: "Gracias, allí estaré" })).toBeVisible();
  await expect(contact).toContainText("Ventana abierta");
  const input = page.getByPlaceholder("Escribe un mensaje...");
  await input.fill("¡Perfecto, la esperamos!");
  await input.press("Enter");
  const reply = log.getByRole("listitem").filter({ hasText: "¡Perfecto, la esperamos!" });
  await expect(reply).toContainText("Enviado");
  await expect(reply).toContainText("Entregado", { timeout: 20_000 });
  await expectAccessible(page);

  // 'Configuración' names the Graph version and the approved templates.
  await page.getByRole("button", { name: "Configuración" }).click();
  const settings = page.getByRole("dialog", { name: "Configuración de WhatsApp" });
  await expect(settings).toContainText("v25.0");
  await expect(settings).toContainText("Aviso de reunión (aviso_reunion)");
});
