import { expect, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { adminToken, createPerson, tag } from "./people-fixtures";

/**
 * Issue 19, sessions, as the people would live them: a mother changes her password on her phone
 * and the old laptop session ends; the admin resets a teacher's forgotten password.
 */

test("a password changed on one device ends the session on the other, which says so on the login page", async ({ browser, request }) => {
  const parent = await createPerson(request, await adminToken(request), { role: "parent", firstName: `Madre${tag()}` });
  const phone = await (await browser.newContext({ locale: "es-CO", viewport: { width: 390, height: 844 } })).newPage();
  const laptop = await (await browser.newContext({ locale: "es-CO" })).newPage();
  for (const page of [phone, laptop]) {
    await page.goto("/login");
    await signIn(page, parent.email, parent.password);
  }

  await phone.goto("/dashboard/settings");
  await phone.getByLabel("Contraseña actual").fill(parent.password);
  await phone.getByLabel("Nueva contraseña", { exact: true }).fill("girasol-azul-2026");
  await phone.getByLabel("Confirmar nueva contraseña").fill("girasol-azul-2026");
  await phone.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(phone.getByText("Perfil actualizado correctamente").first()).toBeVisible();
  // The phone goes on with the fresh token: another page still loads signed in.
  await phone.goto("/dashboard/profile");
  await expect(phone.getByRole("heading", { name: "Mi Perfil", level: 1 })).toBeVisible();

  // The laptop's next call is refused; it lands on the login page with the reason.
  await laptop.goto("/dashboard/profile");
  await expect(laptop).toHaveURL(/\/login/);
  await expect(laptop.getByRole("status")).toHaveText("Tu sesión terminó. Inicia sesión de nuevo.");
  await expectAccessible(laptop);
  await signIn(laptop, parent.email, "girasol-azul-2026");
  await expect(laptop).toHaveURL(/\/dashboard/);
});

test("the admin resets a teacher's password from the users table; focus returns to the button; the teacher signs in with the new one", async ({ page, request }) => {
  const firstName = `Profe${tag()}`;
  const teacher = await createPerson(request, await adminToken(request), { role: "teacher", firstName });
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/users");
  await page.getByLabel("Buscar").fill(firstName);
  const opener = page.getByRole("button", { name: `Restablecer la contraseña de ${firstName} ${teacher.lastName}` });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Restablecer contraseña" });
  await expect(dialog).toContainText("Se cerrarán todas sus sesiones");
  await dialog.getByLabel("Nueva contraseña", { exact: true }).fill("cometa-verde-2026");
  await dialog.getByLabel("Confirmar nueva contraseña").fill("cometa-verde-2026");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Restablecer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Contraseña restablecida/).first()).toBeVisible();
  await expect(opener).toBeFocused();

  const response = await request.post("/api/login", { data: { email: teacher.email, password: "cometa-verde-2026" } });
  expect(response.status()).toBe(200);
  expect((await request.post("/api/login", { data: { email: teacher.email, password: teacher.password } })).status()).toBe(401);
});

test("a pending account is told it waits for the school", async ({ page, request }) => {
  const token = await adminToken(request);
  const student = await createPerson(request, token, { role: "student", firstName: `Pendiente${tag()}` });
  await request.put(`/api/users/${student.id}`, { headers: { authorization: `Bearer ${token}` }, data: { status: "pending" } });
  await page.goto("/login");
  await page.getByLabel("Correo Electrónico").fill(student.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(student.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Error al iniciar sesión");
  await expect(alert).toContainText("Tu cuenta está pendiente de aprobación. La escuela te avisará cuando puedas entrar.");
  await expect(page).toHaveURL(/\/login/);
});
