import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, signIn } from "./fixtures";
import { adminToken, createPerson, tag } from "./people-fixtures";

// Issue 37: a shared tablet where a child signed in by class code goes back to the class's cards.
const tribe = "Tribu 3";

async function asAdmin(request: APIRequestContext, token: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { headers: { authorization: `Bearer ${token}` }, data: input });
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: Record<string, unknown> } }).result.data;
}

async function classChild(request: APIRequestContext) {
  const admin = await adminToken(request);
  const name = `Sofi${tag()}`;
  const child = await createPerson(request, admin, { role: "student", firstName: name, lastName: "Tableta", tribe });
  const settings = await asAdmin(request, admin, "classSignIn.setEnabled", { tribe, enabled: true });
  await asAdmin(request, admin, "classSignIn.setPictures", { studentId: child.id, pictures: ["sol", "casa"], cardPicture: "ballena" });
  return { ...child, name, code: (settings.settings as { code: string }).code };
}

async function signInByPictures(tablet: Page, name: string) {
  await tablet.getByRole("list", { name: "Tarjetas de la clase" }).getByRole("button", { name: `${name} T.`, exact: true }).click();
  await tablet.getByRole("button", { name: "Sol", exact: true }).click();
  await tablet.getByRole("button", { name: "Casa", exact: true }).click();
  await expect(tablet.getByRole("heading", { level: 1, name: `¡Hola, ${name}!` })).toBeVisible();
}

async function leave(tablet: Page) {
  await tablet.getByRole("button", { name: "Salir" }).click();
  await tablet.getByRole("dialog", { name: "¿Quieres salir?" }).getByRole("button", { name: "Sí, salir" }).click();
}

test("a child who signed in by class code goes back to her class's cards on 'Salir'; after 'Olvidar' the device goes to the public page", async ({ browser, request }) => {
  const child = await classChild(request);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const tablet = await context.newPage();
  const cardsHeading = tablet.getByRole("heading", { level: 1, name: `${tribe}: ¿quién eres?` });

  await tablet.goto(`/entrar/${child.code}`);
  await signInByPictures(tablet, child.name);
  await leave(tablet);
  await expect(tablet).toHaveURL(new RegExp(`/entrar/${child.code}$`));
  await expect(cardsHeading).toBeVisible();
  // /entrar opens the remembered class at once.
  await tablet.goto("/entrar");
  await expect(tablet).toHaveURL(new RegExp(`/entrar/${child.code}$`));

  // When her session ends on its own (the token expired), the tablet also shows her class's cards.
  await signInByPictures(tablet, child.name);
  await tablet.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("auth-storage") ?? "{}") as { token: string };
    const expired = `${stored.token.split(".")[0]}.${btoa(JSON.stringify({ exp: 1 }))}.x`;
    localStorage.setItem("auth-storage", JSON.stringify({ ...stored, token: expired }));
  });
  await tablet.goto("/dashboard");
  await expect(tablet).toHaveURL(new RegExp(`/entrar/${child.code}$`));
  await expect(cardsHeading).toBeVisible();

  // The teacher makes this device forget the class (it asks first: a child may tap it).
  await tablet.getByRole("button", { name: "Olvidar esta clase en este dispositivo (para docentes)" }).click();
  const ask = tablet.getByRole("dialog", { name: "¿Olvidar esta clase en este dispositivo?" });
  await expectAccessible(tablet);
  await ask.getByRole("button", { name: "Olvidar esta clase" }).click();
  await expect(ask).toBeHidden();
  // Focus goes back to the button that opened the question (now offering to remember the class).
  await expect(tablet.getByRole("button", { name: "Recordar esta clase en este dispositivo (para docentes)" })).toBeFocused();

  // A later class sign-in does not make the device remember again: Salir goes to the public page.
  await signInByPictures(tablet, child.name);
  await leave(tablet);
  await expect(tablet).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(tablet.getByRole("link", { name: "Comenzar Ahora" }).first()).toBeVisible();
  await tablet.goto("/entrar");
  await expect(tablet.getByLabel("Código de la clase")).toBeVisible();
});

test("a student who signs in with her email and password is not sent to a class's cards on 'Salir'", async ({ browser, request }) => {
  const child = await classChild(request);
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  // The same phone was once used with the class code, then she signs in with her own password.
  await phone.goto(`/entrar/${child.code}`);
  await signInByPictures(phone, child.name);
  await leave(phone);
  await expect(phone).toHaveURL(new RegExp(`/entrar/${child.code}$`));
  await phone.goto("/login");
  await signIn(phone, child.email, child.password);
  await leave(phone);
  await expect(phone).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
