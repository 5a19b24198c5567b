/**
 * The teacher's "Hoy" (issue 34), on the demo school at 1366×768: Marta's home starts with it, and
 * each item is one link that lands where the thing is done (the register of that tribe and day, the
 * review list, "Quién lo leyó" of the announcement). The register item is there only on a school day
 * (the suite runs on the machine's clock): the items shown are the ones the server's "Hoy" names.
 */
import { isoOfField } from "./calendar-fixtures";
import { expect, type Page, test } from "@playwright/test";
import { ports } from "../../playwright.config";
import type { TeacherToday } from "../../common/dashboards/dashboards.schema";
import { expectAccessible } from "./fixtures";

const demo = `http://127.0.0.1:${ports.demo}`;
test.use({ baseURL: demo, viewport: { width: 1366, height: 768 } });

async function signInAsMarta(page: Page): Promise<TeacherToday> {
  const login = await page.request.post("/api/login", { data: { email: "profesora@demo.tribu", password: "demo1234" } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { token: string };
  await page.addInitScript((value) => {
    localStorage.setItem("auth-storage", JSON.stringify({ ...value, isAuthenticated: true }));
    localStorage.setItem("token", value.token);
  }, session);
  const dashboard = await page.request.get("/api/dashboard/teacher", { headers: { authorization: `Bearer ${session.token}` } });
  return ((await dashboard.json()) as { today: TeacherToday }).today;
}

test("Marta's home starts with 'Hoy', and each of its links lands where the thing is done", async ({ page }) => {
  const today = await signInAsMarta(page);
  await page.goto("/dashboard");
  const hoy = page.getByRole("region", { name: "Hoy", exact: true });
  await expect(hoy).toBeVisible();
  // First on the home: the first heading under the greeting.
  await expect(page.locator("main").getByRole("heading", { level: 2 }).first()).toHaveText("Hoy");
  await expect(hoy).toBeInViewport();
  await expectAccessible(page);

  // The work waiting for review: the review list.
  await hoy.getByRole("link", { name: /^Revisar \d+ trabajos? entregados?/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/student-work$/);
  await expect(page.locator("main").getByRole("heading", { level: 1, name: "Gestión de Trabajos de Estudiantes" })).toBeVisible();

  // Her announcement some families have not confirmed: its "Quién lo leyó", open.
  await page.goBack();
  const announcement = hoy.getByRole("link", { name: /^Quién leyó «Salida pedagógica al Jardín Botánico»/ });
  await expect(announcement).toContainText(/\d+ de \d+ familias aún no lo confirma/);
  await announcement.click();
  const readers = page.getByRole("dialog", { name: "Quién lo leyó: Salida pedagógica al Jardín Botánico" });
  await expect(readers).toBeVisible();
  await expect(readers.getByText("Carolina Herrera · familia de Sofía Herrera (Tribu 1)")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(readers).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/comunicados$/);

  // The registers not yet taken today (none on a weekend or a holiday): each opens on its tribe and today.
  await page.goBack();
  await expect(hoy).toBeVisible();
  const registers = hoy.getByRole("link", { name: /^Tomar asistencia de/ });
  await expect(registers).toHaveCount(today.registers.length);
  for (const register of today.registers) {
    await hoy.getByRole("link", { name: new RegExp(`^Tomar asistencia de ${register.tribe}`) }).click();
    await expect(page.getByLabel("Tribu", { exact: true })).toHaveValue(register.tribe);
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${register.tribe}, `) })).toBeVisible();
    await expect(page.getByText("Sin guardar: todos empiezan en Presente.")).toBeVisible();
    await page.goBack();
  }

  // The link's form, whatever the day: ?tribu=&fecha= opens that tribe on that day.
  await page.goto("/dashboard/asistencia");
  await expect(page.getByLabel("Fecha", { exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const shownDay = await page.getByLabel("Fecha", { exact: true }).inputValue();
  await page.goto(`/dashboard/asistencia?tribu=Tribu%202&fecha=${isoOfField(shownDay)}`);
  await expect(page.getByLabel("Tribu", { exact: true })).toHaveValue("Tribu 2");
  await expect(page.getByLabel("Fecha", { exact: true })).toHaveValue(shownDay);
  await expect(page.getByRole("heading", { level: 2, name: /^Tribu 2, / })).toBeVisible();
});
