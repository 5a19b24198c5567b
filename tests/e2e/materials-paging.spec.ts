import { expect, test } from "@playwright/test";
import { expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

/**
 * The materials list pages by title, 25 at a time. Other journeys add materials to the same school
 * while this one runs (titles starting with 'Fichas' or 'Letras', which sort before these), so the
 * checks name this journey's own materials and read the total from the page.
 */
test("a teacher pages through more materials than fit one page", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Paula", lastName: `Paginas${suffix}` });
  const login = await request.post("/api/login", { data: { email: teacher.email, password: teacher.password } });
  const token = ((await login.json()) as { token: string }).token;
  const titles = Array.from({ length: 30 }, (_, i) => `Recorte ${suffix} ${String(i + 1).padStart(2, "0")}`);
  for (const title of titles) {
    const created = await request.post("/api/materials", { headers: { authorization: `Bearer ${token}` }, data: { title, type: "enlace", url: "https://ejemplo.org/recorte" } });
    expect(created.status()).toBe(201);
  }

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, teacher.email, teacher.password);
  await page.goto("/dashboard/materials");
  await expect(page.getByRole("heading", { level: 1, name: "Materiales" })).toBeVisible();

  const items = page.getByTestId("material-item");
  const pager = page.getByRole("navigation", { name: "Páginas de materiales" });
  await expect(items).toHaveCount(25);
  await expect(page.getByText(/^Mostrando 25 de \d+ materiales$/)).toBeVisible();
  await expect(pager).toContainText("Página 1 de 2");
  await expect(pager.getByRole("button", { name: "Anterior" })).toBeDisabled();
  await expect(items.filter({ hasText: titles[0] as string })).toHaveCount(1);
  await expect(items.filter({ hasText: titles[29] as string })).toHaveCount(0);
  await expectAccessible(page);

  await pager.getByRole("button", { name: "Siguiente" }).click();
  await expect(pager).toContainText("Página 2 de 2");
  // Reading starts again at the list's heading ('Siguiente' is disabled on the last page).
  await expect(page.getByRole("heading", { level: 2, name: /^Materiales \(\d+\)$/ })).toBeFocused();
  await expect(pager.getByRole("button", { name: "Siguiente" })).toBeDisabled();
  await expect(items.filter({ hasText: titles[29] as string })).toHaveCount(1);
  await expect(items.filter({ hasText: titles[0] as string })).toHaveCount(0);
  // The rest: every material past the first 25 of the list, and the count line says so.
  const total = Number(/\((\d+)\)/.exec((await page.getByRole("heading", { level: 2, name: /^Materiales/ }).textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThanOrEqual(30);
  await expect(items).toHaveCount(total - 25);
  await expect(page.getByText(`Mostrando ${total - 25} de ${total} materiales`)).toBeVisible();
  await expectAccessible(page);

  await pager.getByRole("button", { name: "Anterior" }).click();
  await expect(pager).toContainText("Página 1 de 2");
  await expect(items).toHaveCount(25);
});
