import { type Browser, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/todo");
  await expect(page.getByRole("heading", { level: 1, name: "Pendientes" })).toBeVisible();
  return page;
}

async function addTask(page: Page, fields: { title: string; priority: string; due?: string; assignedTo?: string; tags?: string }) {
  await page.getByRole("button", { name: "Nueva tarea" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva tarea" });
  await dialog.getByLabel("Título").fill(fields.title);
  await dialog.getByLabel("Prioridad").selectOption({ label: fields.priority });
  if (fields.due) await dialog.getByLabel("Fecha límite").fill(fields.due);
  if (fields.assignedTo) await dialog.getByLabel("Responsable").fill(fields.assignedTo);
  if (fields.tags) await dialog.getByLabel("Etiquetas").fill(fields.tags);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toContainText("Tarea creada correctamente");
}

test("the admin adds tasks of two priorities, sees them grouped, completes, filters and deletes", async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const urgent = `Llamar a la familia ${suffix}`;
  const later = `Comprar témperas ${suffix}`;
  const page = await adminPage(browser, 1280);

  // Without Google Sheets the list lives in Tribu: no spreadsheet button, no spec 'En Desarrollo' notice.
  await expect(page.getByText("Lista de tareas guardada en Tribu")).toBeVisible();
  await expect(page.getByRole("link", { name: /Abrir hoja de cálculo/ })).toHaveCount(0);
  await expect(page.getByText("Todo - En Desarrollo")).toHaveCount(0);

  await addTask(page, { title: urgent, priority: "Alta", due: "2099-03-15", assignedTo: "Marta", tags: "familias, salida" });
  await addTask(page, { title: later, priority: "Baja" });

  const high = page.getByRole("region", { name: /^Alta/ });
  const low = page.getByRole("region", { name: /^Baja/ });
  const urgentCard = high.getByTestId("todo-item").filter({ hasText: urgent });
  await expect(urgentCard).toContainText("Por hacer");
  await expect(urgentCard).toContainText("Responsable: Marta");
  await expect(urgentCard).toContainText("15 mar 2099");
  await expect(urgentCard.getByRole("list", { name: "Etiquetas" })).toContainText("familias");
  await expect(low.getByTestId("todo-item").filter({ hasText: later })).toBeVisible();
  await expect(high.getByText(later)).toHaveCount(0);
  await expectAccessible(page);

  // Complete the urgent one: the state is an icon and a word.
  await urgentCard.getByRole("button", { name: `Completar ${urgent}` }).click();
  await expect(page.getByRole("status")).toContainText("Tarea marcada como completada");
  await expect(urgentCard).toContainText("Completada");
  await expect(urgentCard.getByRole("button", { name: `Reabrir ${urgent}` })).toBeVisible();
  // The success notice clears by itself after 5 s.
  await expect(page.getByText("Tarea marcada como completada")).toBeHidden({ timeout: 7_000 });

  // Filters: status, priority and search.
  await page.getByLabel("Estado").selectOption({ label: "Completada" });
  await expect(page.getByTestId("todo-item").filter({ hasText: urgent })).toBeVisible();
  await expect(page.getByTestId("todo-item").filter({ hasText: later })).toHaveCount(0);
  await page.getByLabel("Estado").selectOption({ label: "Todos los estados" });
  await page.getByLabel("Prioridad").selectOption({ label: "Baja" });
  await expect(page.getByTestId("todo-item").filter({ hasText: later })).toBeVisible();
  await expect(page.getByTestId("todo-item").filter({ hasText: urgent })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Alta/ })).toHaveCount(0);
  await page.getByLabel("Prioridad").selectOption({ label: "Todas las prioridades" });
  await page.getByLabel("Buscar").fill(`temperas ${suffix}`);
  await expect(page.getByTestId("todo-item")).toHaveCount(1);
  await expect(page.getByTestId("todo-item")).toContainText(later);
  await page.getByLabel("Buscar").fill("");

  // Delete the low-priority task after confirming.
  await page.getByRole("button", { name: `Eliminar ${later}` }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminar tarea" });
  await expect(confirm).toContainText(later);
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByRole("status")).toContainText("Tarea eliminada correctamente");
  await expect(page.getByTestId("todo-item").filter({ hasText: later })).toHaveCount(0);
  await expect(page.getByTestId("todo-item").filter({ hasText: urgent })).toBeVisible();

  // The same list on a phone: accessible and without sideways scrolling.
  const phone = await adminPage(browser, 390);
  await expect(phone.getByTestId("todo-item").filter({ hasText: urgent })).toContainText("Completada");
  await expectAccessible(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
