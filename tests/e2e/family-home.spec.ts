import { expect, test } from "@playwright/test";
import { ports } from "../../playwright.config";
import { demoPassword } from "../../server/ops/demo/credentials";
import { expectAccessible, signIn } from "./fixtures";

/**
 * Issue 34: on a phone, the family's home starts with what needs them, each one tap from where it is
 * done, and the menu reaches Boletines and PIAR in one tap each. Read only: the demo stays as it is.
 */
test.use({ baseURL: `http://127.0.0.1:${ports.demo}`, viewport: { width: 390, height: 844 } });

test("Carolina's home lists what needs her, per child, one tap from where it is done", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "familia@demo.tribu", demoPassword);
  const toDo = page.getByRole("region", { name: "Lo que necesita de ti" });
  await expect(toDo.getByRole("list", { name: "Sofía" })).toContainText("Confirma que leíste «Salida pedagógica al Jardín Botánico»");
  await expect(toDo.getByRole("list", { name: "Sofía" })).toContainText("Boletín de Sofía sin abrir");
  const receipt = toDo.getByRole("list", { name: "Para la familia" }).getByRole("link", { name: /fue rechazada/ });
  await expect(receipt).toContainText("El recibo no se lee bien");
  await expectAccessible(page);

  // The rejected receipt: one tap to its form, on its month, with the school's reason.
  await receipt.click();
  await expect(page.getByRole("heading", { name: /^Subir otra vez la ficha de / })).toBeVisible();
  await expect(page.getByText(/La escuela rechazó la ficha de .*: El recibo no se lee bien/)).toBeVisible();
  await expect(page.getByLabel("Mes")).not.toHaveValue("");

  // The report card: one tap to Sofía's.
  await page.goBack();
  await toDo.getByRole("link", { name: /Boletín de Sofía sin abrir/ }).click();
  await expect(page.getByRole("heading", { name: "Boletines de Sofía" })).toBeVisible();

  // The announcement to confirm: one tap to it, open, with «Leído» at hand.
  await page.goBack();
  await toDo.getByRole("link", { name: /Confirma que leíste/ }).click();
  await expect(page.getByRole("button", { name: "Salida pedagógica al Jardín Botánico" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Leído" })).toBeVisible();
});

test("on a phone, the family opens the menu and reaches Boletines and PIAR in one tap each", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "familia@demo.tribu", demoPassword);
  const menu = page.getByRole("navigation", { name: "Secciones" });

  await page.getByRole("button", { name: "Abrir menú" }).click();
  await menu.getByRole("link", { name: "Boletines" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Boletines" })).toBeVisible();
  // Two children: their names choose whose; the first is shown.
  const choice = page.getByRole("navigation", { name: "Elegir hijo o hija" });
  await expect(choice.getByRole("link", { name: "Mateo" })).toHaveAttribute("aria-current", "page");
  await choice.getByRole("link", { name: "Sofía" }).click();
  await expect(page.getByRole("heading", { name: "Boletines de Sofía" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(menu.getByRole("link", { name: "Boletines" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Mis Hijos" })).not.toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "PIAR" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "PIAR" })).toBeVisible();
  await page.getByRole("navigation", { name: "Elegir hijo o hija" }).getByRole("link", { name: "Sofía" }).click();
  await expect(page.getByRole("heading", { name: "PIAR de Sofía" })).toBeVisible();
  await expectAccessible(page);
});
