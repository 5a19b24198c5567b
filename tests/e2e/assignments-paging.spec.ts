import { expect, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

async function tokenFor(request: import("@playwright/test").APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/login", { data: { email, password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { token: string; user: { id: number } };
}

test("a teacher with 27 assignments sees the newest 25, then the other 2 with 'Siguiente'", async ({ page, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  // A teacher of their own, so other journeys' assignments never land in this list.
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Paula", lastName: `Paginas${suffix}` });
  const admin = await tokenFor(request, e2eAdmin.email, e2eAdmin.password);
  const signedTeacher = await tokenFor(request, teacher.email, teacher.password);
  const created = await request.post("/api/classes", {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { title: `Paginada ${suffix}`, teacherId: signedTeacher.user.id },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { class: { id: number } }).class.id;
  for (let i = 1; i <= 27; i++) {
    const number = String(i).padStart(2, "0");
    const response = await request.post("/api/assignments", {
      headers: { authorization: `Bearer ${signedTeacher.token}` },
      data: { title: `Tarea ${number} ${suffix}`, classId, dueDate: "2099-05-01" },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto("/login");
  await signIn(page, teacher.email, teacher.password);
  await page.goto("/dashboard/assignments");
  await expect(page.getByRole("heading", { level: 1, name: "Todas las Tareas" })).toBeVisible();
  const items = page.getByTestId("assignment-item");
  const pager = page.getByRole("navigation", { name: "Páginas de tareas" });

  // First page: the 25 newest, newest first.
  await expect(page.getByText("Mostrando 25 de 27 tareas")).toBeVisible();
  await expect(items).toHaveCount(25);
  await expect(items.first()).toContainText(`Tarea 27 ${suffix}`);
  await expect(items.last()).toContainText(`Tarea 03 ${suffix}`);
  await expect(pager).toContainText("Página 1 de 2");
  await expect(pager.getByRole("button", { name: "Anterior" })).toBeDisabled();
  await expectAccessible(page);

  // 'Siguiente': the two oldest; focus goes to the list heading so the new page is read from its start.
  await pager.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Mostrando 2 de 27 tareas")).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`Tarea 02 ${suffix}`);
  await expect(items.nth(1)).toContainText(`Tarea 01 ${suffix}`);
  await expect(pager).toContainText("Página 2 de 2");
  await expect(pager.getByRole("button", { name: "Siguiente" })).toBeDisabled();
  await expect(page.getByRole("heading", { level: 2, name: "Tareas (27)" })).toBeFocused();
  await expectAccessible(page);

  // And back.
  await pager.getByRole("button", { name: "Anterior" }).click();
  await expect(items).toHaveCount(25);
  await expect(items.first()).toContainText(`Tarea 27 ${suffix}`);
});
