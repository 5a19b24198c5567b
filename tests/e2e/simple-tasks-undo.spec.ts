import { expect, test } from "@playwright/test";
import { expectAccessible, signIn } from "./fixtures";
import { adminToken, createPerson, tag } from "./people-fixtures";

// Issue 37: '¡Ya la hice!' kept the task nowhere: one slip and it was gone with no way back.
test("'¡Ya la hice!' keeps the task on 'Mis tareas' as done, and 'Deshacer' sets it back to pending", async ({ page, request }) => {
  const admin = await adminToken(request);
  const headers = { authorization: `Bearer ${admin}` };
  const teacher = await createPerson(request, admin, { role: "teacher", firstName: "Tere", lastName: `Tareas${tag()}` });
  // No tribe: only her two tasks are on her list, whatever modules other suites put in the tribes.
  const child = await createPerson(request, admin, { role: "student", firstName: `Mateo${tag()}`, lastName: "Tareas" });
  const klass = await request.post("/api/classes", { headers, data: { title: `Clase ${tag()}`, teacherId: teacher.id } });
  expect(klass.ok()).toBe(true);
  const classId = ((await klass.json()) as { class: { id: number } }).class.id;
  expect((await request.post("/api/studentclasses", { headers, data: { studentId: child.id, classId } })).ok()).toBe(true);
  const first = `Leer un cuento ${tag()}`;
  const second = `Contar hasta diez ${tag()}`;
  for (const title of [first, second]) {
    expect((await request.post("/api/assignments", { headers, data: { title, classId, dueDate: "2099-06-30" } })).ok()).toBe(true);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await signIn(page, child.email, child.password);
  await page.goto("/dashboard/mis-tareas");
  await expect(page.getByRole("heading", { level: 1, name: "Mis tareas" })).toBeVisible();
  await expect(page.getByText("Tienes dos tareas por hacer.")).toBeVisible();
  const tasks = page.locator(".simple-tasks > li");
  const task = tasks.filter({ hasText: first });
  await expect(task).toHaveCount(1);
  const place = (await tasks.allTextContents()).findIndex((text) => text.includes(first));

  await task.getByRole("button", { name: "¡Ya la hice!" }).click();
  // Still on the list, in its place, marked done, with a way back that has the focus.
  await expect(task.getByRole("status")).toHaveText("¡Hecha!");
  const undo = task.getByRole("button", { name: "Deshacer" });
  await expect(undo).toBeFocused();
  await expect(page.getByText("Tienes una tarea por hacer.")).toBeVisible();
  await expect(tasks.nth(place)).toContainText(first);
  await expectAccessible(page);
  // No countdown: it is still there a while later.
  await page.waitForTimeout(1500);
  await expect(undo).toBeVisible();

  await undo.click();
  await expect(task.getByRole("button", { name: "¡Ya la hice!" })).toBeFocused();
  await expect(page.getByText("Tienes dos tareas por hacer.")).toBeVisible();
  // The server has it pending again: after a reload it is still there, to do.
  await page.reload();
  await expect(tasks.filter({ hasText: first }).getByRole("button", { name: "¡Ya la hice!" })).toBeVisible();
  await expect(page.getByText("Tienes dos tareas por hacer.")).toBeVisible();

  // Done and left: once she comes back, a done task is no longer on the list.
  await tasks.filter({ hasText: second }).getByRole("button", { name: "¡Ya la hice!" }).click();
  await expect(tasks.filter({ hasText: second }).getByRole("status")).toHaveText("¡Hecha!");
  await page.reload();
  await expect(page.getByText(second)).toHaveCount(0);
});
