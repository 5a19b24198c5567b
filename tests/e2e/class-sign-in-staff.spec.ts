import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible, signIn } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";

// Tribu 5 is this journey's own: no other journey turns class sign-in on or makes codes for it.
const tribe = "Tribu 5";

async function signedInPage(browser: Browser, email: string, password: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, email, password);
  return page;
}

test("a teacher turns class sign-in on, chooses a child's pictures, makes a new code and gets the class card; the family sees the pictures", async ({ browser, request }) => {
  const admin = await adminToken(request);
  const name = `Lía${tag()}`;
  const teacher = await createPerson(request, admin, { role: "teacher", firstName: "Nora", lastName: "Códigos", tribe });
  const child = await createPerson(request, admin, { role: "student", firstName: name, lastName: "Dibujos", tribe });
  const parent = await createPerson(request, admin, { role: "parent", firstName: "Elsa", lastName: "Dibujos" });
  await linkChild(request, admin, parent.id, child.id);

  // The teacher opens the page from the menu: their own tribe is chosen, class sign-in is off.
  const page = await signedInPage(browser, teacher.email, teacher.password, 1024);
  await page.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Ingreso con código" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ingreso con código" })).toBeVisible();
  await expect(page.getByLabel("Tribu", { exact: true })).toHaveValue(tribe);
  const onOff = page.getByRole("switch", { name: "Ingreso con código" });
  await expect(onOff).not.toBeChecked();
  await expect(page.getByRole("article", { name: `Tarjeta de clase: ${tribe}` })).toHaveCount(0);

  await onOff.check();
  await expect(page.getByText("Ingreso con código activado").first()).toBeVisible();
  const card = page.getByRole("article", { name: `Tarjeta de clase: ${tribe}` });
  const code = page.getByTestId("class-code");
  await expect(code).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  const firstCode = (await code.textContent()) ?? "";
  await expect(card.getByRole("img", { name: new RegExp(`Código QR del enlace .*/entrar/${firstCode}$`) })).toBeVisible();
  await expect(card.getByRole("link", { name: new RegExp(`/entrar/${firstCode}$`) })).toBeVisible();
  await expect(card).toContainText("Toca tus 2 dibujos, en orden.");

  // The child's card picture and picture password, in order.
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${name} Dibujos` }) });
  await expect(row).toContainText("Todavía no tiene dibujos");
  await row.getByRole("button", { name: `Elegir dibujos de ${name} Dibujos` }).click();
  const dialog = page.getByRole("dialog", { name: `Dibujos de ${name}` });
  // The card pictures are radios drawn as tiles: tap the drawing, as a person does.
  await dialog.getByRole("img", { name: "Panda" }).click();
  await expect(dialog.getByRole("radio", { name: "Panda" })).toBeChecked();
  await dialog.getByRole("button", { name: "Sol", exact: true }).click();
  await dialog.getByRole("button", { name: "Pez", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Sol, dibujo 1" })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByRole("button", { name: "Pez, dibujo 2" })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Guardar dibujos" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Dibujos guardados").first()).toBeVisible();
  const sequence = row.getByRole("list", { name: `Dibujos de ${name}, en orden` }).getByRole("listitem");
  await expect(sequence).toHaveText(["1Sol", "2Pez"]);
  await expect(row.getByRole("img", { name: "Panda" })).toBeVisible();
  await expectAccessible(page);

  // A new code, after a warning: the old one is replaced on the card.
  await page.getByRole("button", { name: "Crear código nuevo" }).click();
  const confirm = page.getByRole("dialog", { name: "Crear código nuevo" });
  await expect(confirm).toContainText("dejará de funcionar");
  await confirm.getByRole("button", { name: "Crear código nuevo" }).click();
  await expect(page.getByText("Código nuevo creado. El código anterior ya no funciona.").first()).toBeVisible();
  await expect(code).not.toHaveText(firstCode);
  const secondCode = (await code.textContent()) ?? "";
  await expect(card.getByRole("img", { name: new RegExp(`/entrar/${secondCode}$`) })).toBeVisible();

  // The card as a PDF.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("tarjeta-de-clase-tribu-5.pdf");
  expect((await readFile((await download.path()) as string)).subarray(0, 5).toString()).toBe("%PDF-");

  // Five wrong picture passwords pause the card; the teacher unlocks it.
  for (let attempt = 0; attempt < 5; attempt++) {
    await request.post("/trpc/classSignIn.signIn", { data: { code: secondCode, studentId: child.id, pictures: ["perro", "gato"] } });
  }
  await page.reload();
  await expect(row).toContainText("Tarjeta en pausa");
  await row.getByRole("button", { name: `Desbloquear la tarjeta de ${name} Dibujos` }).click();
  await expect(page.getByText("Tarjeta desbloqueada").first()).toBeVisible();
  await expect(row).not.toContainText("Tarjeta en pausa");

  // A tribe the teacher does not run: the reason, in place.
  await page.getByLabel("Tribu", { exact: true }).selectOption("Tribu 3");
  await expect(page.getByRole("alert").filter({ hasText: "Solo la administración y los docentes de esta tribu" })).toBeVisible();
  await expect(page).toHaveURL(/ingreso-con-codigo/);

  // The family practises at home.
  const family = await signedInPage(browser, parent.email, parent.password, 390);
  await family.goto("/dashboard/children");
  const pictures = family.getByRole("region", { name: `Dibujos para entrar en clase de ${name}` });
  await expect(pictures.getByRole("heading", { name: "Dibujos para entrar en clase" })).toBeVisible();
  await expect(pictures).toContainText("Su tarjeta: Panda");
  await expect(pictures.getByRole("list", { name: `Dibujos de ${name}, en orden` }).getByRole("listitem")).toHaveText(["1Sol", "2Pez"]);
  await expectAccessible(family);

  // Switched off: no card to print, and nothing to practise for.
  await page.getByLabel("Tribu", { exact: true }).selectOption(tribe);
  await page.getByRole("switch", { name: "Ingreso con código" }).uncheck();
  await expect(page.getByText("Ingreso con código desactivado").first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await family.reload();
  await expect(family.getByRole("heading", { name: `${name} Dibujos` })).toBeVisible();
  await expect(family.getByText("Dibujos para entrar en clase")).toHaveCount(0);
});
