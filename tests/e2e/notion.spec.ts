import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/dashboard/notion");
  await expect(page.getByRole("heading", { level: 1, name: "Tablero de tareas" })).toBeVisible();
  return page;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: e2eAdmin });
  return ((await response.json()) as { token: string }).token;
}

test("the admin creates, edits, changes the status of and deletes a task on the local board", async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Reunión de familias ${suffix}`;
  const renamed = `Reunión de familias aplazada ${suffix}`;
  const page = await adminPage(browser, 1280);
  await expect(page.getByRole("note")).toContainText("Tablero local");

  // Create: name, status and priority are required; the empty name is caught on screen.
  await page.getByRole("button", { name: "Nueva tarea" }).click();
  const create = page.getByRole("dialog", { name: "Nueva tarea" });
  await create.getByRole("button", { name: "Guardar" }).click();
  await expect(create.getByText("El nombre de la tarea es obligatorio.")).toBeVisible();
  await create.getByLabel("Nombre de la tarea").fill(name);
  await create.getByLabel("Descripción").fill("Sala 2, traer las carpetas");
  await create.getByLabel("Estado").selectOption({ label: "En progreso" });
  await create.getByLabel("Prioridad").selectOption({ label: "Alta" });
  await create.getByLabel("Fecha límite (opcional)").fill("2026-12-04");
  await expectAccessible(page);
  await create.getByRole("button", { name: "Guardar" }).click();
  await expect(create).toBeHidden();
  const row = page.getByTestId("task-row").filter({ hasText: name });
  await expect(row).toContainText("En progreso");
  await expect(row).toContainText("Alta");
  await expect(row).toContainText("4 dic 2026");
  await expectAccessible(page);

  // Edit every field.
  await row.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar tarea" });
  await expect(edit.getByLabel("Nombre de la tarea")).toHaveValue(name);
  await edit.getByLabel("Nombre de la tarea").fill(renamed);
  await edit.getByLabel("Fecha límite (opcional)").fill("");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(edit).toBeHidden();
  const renamedRow = page.getByTestId("task-row").filter({ hasText: renamed });
  await expect(renamedRow).toContainText("Sin fecha");

  // Only status and priority.
  await renamedRow.getByRole("button", { name: `Estado y prioridad de ${renamed}` }).click();
  const status = page.getByRole("dialog", { name: "Estado y prioridad" });
  await status.getByLabel("Estado").selectOption({ label: "Hecho" });
  await status.getByLabel("Prioridad").selectOption({ label: "Baja" });
  await expectAccessible(page);
  await status.getByRole("button", { name: "Guardar" }).click();
  await expect(status).toBeHidden();
  await expect(renamedRow).toContainText("Hecho");
  await expect(renamedRow).toContainText("Baja");

  // The filters ask the server; the list after the 1 s reload still holds the change.
  await page.getByLabel("Estado").selectOption({ label: "Hecho" });
  await expect(renamedRow).toBeVisible();
  await page.getByLabel("Estado").selectOption({ label: "Sin empezar" });
  await expect(renamedRow).toHaveCount(0);
  await page.getByLabel("Estado").selectOption({ label: "Todos los estados" });
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(renamedRow).toContainText("Hecho");

  // Delete asks first.
  await renamedRow.getByRole("button", { name: `Eliminar ${renamed}` }).click();
  const confirm = page.getByRole("dialog", { name: `Eliminar «${renamed}»` });
  await expect(confirm).toContainText("¿Eliminar tarea?");
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("task-row").filter({ hasText: renamed })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Tablero de tareas" })).toBeVisible();
  await expect(page.getByTestId("task-row").filter({ hasText: renamed })).toHaveCount(0);
});

test("a task deleted elsewhere is reported and leaves the list; the board works at 390 px", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Comprar pintura ${suffix}`;
  const token = await adminToken(request);
  const created = await request.post("/api/notion/tasks", {
    headers: { authorization: `Bearer ${token}` },
    data: { "Task name": name, Status: "Not started", Priority: "Medium" },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { task: { id: string } }).task.id;

  const page = await adminPage(browser, 390);
  const row = page.getByTestId("task-row").filter({ hasText: name });
  await expect(row).toContainText("Sin empezar");
  await expect(row).toContainText("Media");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // Someone else deletes it; the change of status answers that it no longer exists and the list reloads.
  expect((await request.delete(`/api/notion/tasks/${id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await row.getByRole("button", { name: `Estado y prioridad de ${name}` }).click();
  const status = page.getByRole("dialog", { name: "Estado y prioridad" });
  await status.getByLabel("Estado").selectOption({ label: "En progreso" });
  await status.getByRole("button", { name: "Guardar" }).click();
  await expect(page.locator(".toast-title").filter({ hasText: "La tarea ya no existe." })).toBeVisible();
  await expect(status).toBeHidden();
  await expect(row).toHaveCount(0);
});
