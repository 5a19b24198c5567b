import { expect, type Page, test } from "@playwright/test";
import { pageAs, pageHeading } from "./dialog-focus-fixtures";
import { expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";

/**
 * Issue 25, the notification centre: a parent whose receipt was reviewed and whose child's tribe got
 * an announcement sees the bell's count, opens the list (a popover that gives focus back to the
 * bell), opens an item (it is marked read and the count goes down), and marks all read on the page.
 */
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const bell = (page: Page) => page.getByTestId("notification-bell");

test("a parent sees the bell's count, opens the list and an item, and marks everything read", async ({ browser, request }) => {
  const token = await adminToken(request);
  const admin = { authorization: `Bearer ${token}` };
  const suffix = tag();
  const child = await createPerson(request, token, { role: "student", firstName: `Sofía${suffix}`, tribe: "Tribu 4" });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Carolina${suffix}` });
  await linkChild(request, token, parent.id, child.id);

  // The family's receipt is approved, and the school writes to the child's tribe.
  const login = await request.post("/api/login", { data: { email: parent.email, password: parent.password } });
  const parentAuth = { authorization: `Bearer ${(await login.json()).token}` };
  const receipt = await request.post("/api/payments", { headers: parentAuth, multipart: { month: "04", year: "2026", file: { name: "abril.pdf", mimeType: "application/pdf", buffer: pdf } } });
  expect(receipt.status()).toBe(201);
  const reviewed = await request.put(`/api/payments/${(await receipt.json()).payment.id}/review`, { headers: admin, data: { status: "approved" } });
  expect(reviewed.ok()).toBe(true);
  const published = await request.post("/api/announcements", { headers: admin, data: { title: `Salida al museo ${suffix}`, text: "El viernes vamos al museo.", scope: "tribes", tribes: ["Tribu 4"] } });
  expect(published.status()).toBe(201);

  const family = await pageAs(browser, parent);
  await expect(bell(family)).toHaveAccessibleName("Notificaciones: 2 sin leer");
  await expect(family.getByTestId("bell-count")).toHaveText("2");

  // The list opens by keyboard and Escape gives focus back to the bell.
  await bell(family).focus();
  await family.keyboard.press("Enter");
  const panel = family.getByRole("dialog", { name: "Notificaciones" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("notification")).toHaveCount(2);
  await expect(panel.getByText(`Nuevo comunicado: Salida al museo ${suffix}`)).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Escuchar: Ficha de pago aprobada/ })).toBeVisible();
  await expectAccessible(family);
  await family.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell(family)).toBeFocused();

  // Opening the receipt's item goes to its screen and marks it read: the count goes down.
  await bell(family).click();
  await panel.getByRole("link", { name: /Ficha de pago aprobada/ }).click();
  await expect(family).toHaveURL(/\/dashboard\/payments$/);
  await expect(bell(family)).toHaveAccessibleName("Notificaciones: 1 sin leer");

  // The page: one unread, then none after "Marcar todo como leído".
  await family.goto("/dashboard/notificaciones");
  await expect(pageHeading(family, "Notificaciones")).toBeVisible();
  await expect(family.getByText("Tienes 1 notificación sin leer.")).toBeVisible();
  await expectAccessible(family);
  await family.locator("main").getByRole("button", { name: "Marcar todo como leído" }).click();
  await expect(family.getByText("No tienes notificaciones sin leer.")).toBeVisible();
  await expect(bell(family)).toHaveAccessibleName("Notificaciones: nada nuevo");
  await expect(family.getByTestId("bell-count")).toHaveCount(0);

  // How to receive them: the digest for receipts at 21:00, which goes at 7:00.
  await family.getByRole("group", { name: "Fichas de pago revisadas" }).getByLabel("También en el resumen diario por correo").check();
  await family.getByLabel("Hora del resumen diario (hora de Colombia)").selectOption("21");
  await expect(family.getByText("Llegará a las 07:00, al terminar las horas de descanso.")).toBeVisible();
  await family.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(family.getByText("Preferencias de notificaciones guardadas").first()).toBeVisible();
  await expectAccessible(family);
});
