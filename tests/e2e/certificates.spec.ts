import { expect, test } from "@playwright/test";
import { ports } from "../../playwright.config";
import { closesBackToOpener, pageHeading } from "./dialog-focus-fixtures";
import { expectAccessible, signIn } from "./fixtures";

/**
 * Issue 36, certificates anyone can verify, on the demo school (its children have their files): the
 * admin opens 'Certificados' from the menu and issues Sofía's constancia de estudio (a missing
 * student is refused in Spanish); a browser with no session opens the code's public page and reads
 * that it is valid, with her name masked; the admin revokes it (a reason is required); the same
 * address then says it is revoked. Dialogs give focus back to their button; each screen passes axe.
 */
const demo = `http://127.0.0.1:${ports.demo}`;

test("an admin issues a constancia, anyone verifies it at /verificar/<code>, and after revoking it the page says so", async ({ browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ baseURL: demo, viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await admin.goto("/login");
  await signIn(admin, "admin@demo.tribu", "demo1234");
  await admin.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Certificados" }).click();
  await expect(pageHeading(admin, "Certificados")).toBeVisible();
  // The demo's own two: one valid, one revoked.
  await expect(admin.getByRole("cell", { name: /^Revocado el / }).first()).toBeVisible();

  const open = admin.getByRole("button", { name: "Expedir certificado" });
  await closesBackToOpener(admin, open, "Expedir certificado");
  await open.click();
  const dialog = admin.getByRole("dialog", { name: "Expedir certificado" });
  await dialog.getByRole("button", { name: "Expedir" }).click();
  await expect(dialog.getByText("Elige un estudiante.")).toBeVisible();
  await expect(dialog.getByLabel("Estudiante")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Estudiante").selectOption({ label: (await dialog.getByRole("option", { name: /^Sofía .*Matriculada$/ }).first().textContent()) ?? "" });
  await dialog.getByLabel("Tipo").selectOption("constancia");
  await expectAccessible(admin);
  const issued = admin.waitForResponse((response) => response.url().includes("certificates.issue") && response.ok());
  await dialog.getByRole("button", { name: "Expedir" }).click();
  const code = ((await (await issued).json()) as Array<{ result: { data: { code: string } } }> | { result: { data: { code: string } } });
  const certificateCode = (Array.isArray(code) ? code[0]?.result.data.code : code.result.data.code) as string;
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  const row = admin.getByRole("row").filter({ hasText: certificateCode });
  await expect(row).toContainText("Constancia de estudio");
  await expect(row).toContainText("Válido");
  await expectAccessible(admin);

  // Someone with the paper and no session: the QR's address.
  const visitorContext = await browser.newContext({ baseURL: demo });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/verificar/${certificateCode.toLowerCase()}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Verificación de certificado" })).toBeVisible();
  await expect(visitor.getByRole("status")).toContainText("Documento válido");
  await expect(visitor.getByText("Constancia de estudio")).toBeVisible();
  await expect(visitor.getByText(/^Sof••• /)).toBeVisible();
  await expect(visitor.getByText("Sofía")).toHaveCount(0);
  await expectAccessible(visitor);

  // The admin revokes it: the reason is required.
  const revoke = row.getByRole("button", { name: `Revocar ${certificateCode}` });
  await revoke.click();
  const revokeDialog = admin.getByRole("dialog", { name: new RegExp(`^Revocar constancia de estudio ${certificateCode}`) });
  await revokeDialog.getByRole("button", { name: "Revocar" }).click();
  await expect(revokeDialog.getByText("Escribe el motivo de la revocación.")).toBeVisible();
  await revokeDialog.getByLabel("Motivo de la revocación").fill("Expedida por error en la prueba");
  await revokeDialog.getByRole("button", { name: "Revocar" }).click();
  await expect(revokeDialog).toBeHidden();
  await expect(row).toContainText("Revocado el");
  await expect(row.getByRole("button", { name: `Revocar ${certificateCode}` })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole("status")).toContainText("Documento revocado el");
  await expect(visitor.getByText("Expedida por error en la prueba")).toHaveCount(0);
  await expectAccessible(visitor);

  await visitor.goto("/verificar/TRB-2222-2222-2222");
  await expect(visitor.getByRole("status")).toContainText("No encontramos un certificado con ese código");
  await visitorContext.close();
  await adminContext.close();
});
