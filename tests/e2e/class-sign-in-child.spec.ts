import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./fixtures";
import { adminToken, assignModules, createPerson, tag } from "./people-fixtures";
import { recordSpeech, type Spoken } from "./speech-fixtures";

// Tribu 3 is this journey's class: only its children have pictures here.
const tribe = "Tribu 3";

/** A tRPC mutation as the admin, over HTTP. */
async function asAdmin(request: APIRequestContext, token: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { headers: { authorization: `Bearer ${token}` }, data: input });
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: Record<string, unknown> } }).result.data;
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);

const devices = [
  { name: "a classroom tablet", viewport: { width: 1024, height: 768 } },
  { name: "a phone", viewport: { width: 390, height: 844 } },
];
// A 1x1 PNG: the "photo" of the paper work.
const photo = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ab4a35a70000000049454e44ae426082", "hex");

for (const device of devices) {
test(`on ${device.name}, a child signs in with the class code and their two pictures, hears today's work and hands in a photo of it in three taps`, async ({ browser, request }) => {
  const admin = await adminToken(request);
  const name = `Nico${tag()}`;
  const child = await createPerson(request, admin, { role: "student", firstName: name, lastName: "Tableta", tribe });
  const moduleTitle = `Dibujar mi casa ${tag()}`;
  const created = await request.post("/api/modules", { headers: { authorization: `Bearer ${admin}` }, data: { title: moduleTitle, description: "Dibuja tu casa y toma una foto." } });
  expect(created.ok()).toBe(true);
  await assignModules(request, admin, child.id, [((await created.json()) as { id: number }).id]);
  const settings = await asAdmin(request, admin, "classSignIn.setEnabled", { tribe, enabled: true });
  const code = (settings.settings as { code: string }).code;
  await asAdmin(request, admin, "classSignIn.setPictures", { studentId: child.id, pictures: ["estrella", "pez"], cardPicture: "ballena" });

  const context = await browser.newContext({ viewport: device.viewport, hasTouch: true });
  const tablet = await context.newPage();
  await recordSpeech(tablet, { voices: [{ lang: "es-CO", name: "Español (Colombia)" }] });

  // The code, typed on /entrar as it is printed (lower case, with a dash, is fine).
  await tablet.goto("/entrar");
  await tablet.getByLabel("Código de la clase").fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
  await tablet.getByRole("button", { name: "Entrar" }).click();
  await expect(tablet).toHaveURL(new RegExp(`/entrar/${code}$`));
  await expect(tablet.getByRole("heading", { level: 1, name: `${tribe}: ¿quién eres?` })).toBeVisible();
  const cards = tablet.getByRole("list", { name: "Tarjetas de la clase" });
  await expectAccessible(tablet);

  // Each card's name can be heard; the child taps their own card.
  await cards.getByRole("button", { name: `Escuchar: ${name} T.` }).click();
  await expect.poll(async () => (await spoken(tablet)).map((s) => s.text)).toContain(`${name} T.`);
  await cards.getByRole("button", { name: `${name} T.`, exact: true }).click();
  await expect(tablet.getByRole("heading", { name: `Hola, ${name} T. Toca tus dos dibujos, en orden.` })).toBeVisible();
  await expectAccessible(tablet);

  // By keyboard too: the pad's instruction has the focus once the card is gone, and 'No soy yo' returns to the list's heading.
  await expect(tablet.getByRole("heading", { name: /Toca tus dos dibujos/ })).toBeFocused();
  await tablet.getByRole("button", { name: "No soy yo" }).click();
  await expect(tablet.getByRole("heading", { level: 1, name: `${tribe}: ¿quién eres?` })).toBeFocused();
  await cards.getByRole("button", { name: `${name} T.`, exact: true }).click();

  // A wrong pair first: a calm message, and the slots empty again.
  await tablet.getByRole("button", { name: "Pez", exact: true }).click();
  await tablet.getByRole("button", { name: "Estrella", exact: true }).click();
  await expect(tablet.getByRole("alert")).toHaveText("Esos dibujos no son. Inténtalo otra vez.");
  // The last tapped drawing keeps the focus while the answer comes (nothing is disabled under the finger).
  await expect(tablet.getByRole("button", { name: "Estrella", exact: true })).toBeFocused();
  await expect(tablet.getByRole("button", { name: "Pez", exact: true })).toHaveAttribute("aria-pressed", "false");

  // The right pictures, in order: the child's own home.
  await tablet.getByRole("button", { name: "Estrella", exact: true }).click();
  await tablet.getByRole("button", { name: "Pez", exact: true }).click();
  await expect(tablet.getByRole("heading", { level: 1, name: `¡Hola, ${name}!` })).toBeVisible();
  const today = tablet.getByRole("region", { name: "Para hoy" });
  await expect(today).toContainText(moduleTitle);
  await today.getByRole("button", { name: "Escuchar" }).click();
  await expect.poll(async () => (await spoken(tablet)).at(-1)).toMatchObject({ text: moduleTitle, lang: "es-CO" });
  await expect(tablet.locator(".simple-actions").getByRole("link", { name: "Mis tareas" })).toContainText(/(una|dos|tres|cuatro|cinco) tareas? por hacer/);
  await expectAccessible(tablet);

  // Three taps from the home to a handed-in photo: 'Entregar mi trabajo', 'Tomar una foto', 'Enviar'.
  let taps = 0;
  await today.getByRole("button", { name: "Entregar mi trabajo" }).tap();
  taps += 1;
  const dialog = tablet.getByRole("dialog", { name: "Entregar Trabajo" });
  const [camera] = await Promise.all([tablet.waitForEvent("filechooser"), dialog.getByText("Tomar una foto").tap()]);
  taps += 1;
  await camera.setFiles({ name: "mi-casa.png", mimeType: "image/png", buffer: photo });
  await dialog.getByRole("button", { name: "Enviar", exact: true }).tap();
  taps += 1;
  await expect(dialog).toBeHidden();
  await expect(tablet.getByTestId("hand-in-done")).toContainText("¡Listo! Entregaste tu trabajo.");
  expect(taps).toBe(3);
  await expectAccessible(tablet);
  // Handed in, it leaves 'Mis tareas'.
  await tablet.locator(".simple-actions").getByRole("link", { name: "Mis tareas" }).click();
  await expect(tablet.getByRole("heading", { level: 1, name: "Mis tareas" })).toBeVisible();
  await expect(tablet.getByText(moduleTitle)).toHaveCount(0);
});
}

test("a wrong or switched-off class code says so in Spanish and offers to type another", async ({ page }) => {
  await page.goto("/entrar/ZZZZ22");
  await expect(page.getByRole("alert")).toContainText("Ese código de clase no existe o ya no funciona.");
  await page.getByRole("link", { name: "Escribir otro código" }).click();
  await expect(page.getByLabel("Código de la clase")).toBeVisible();
  await page.getByLabel("Código de la clase").fill("abc");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("El código de clase tiene 6 letras y números, por ejemplo K7M2QX.")).toBeVisible();
  await expectAccessible(page);
});
