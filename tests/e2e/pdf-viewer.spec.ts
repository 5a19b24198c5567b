import { expect, test } from "@playwright/test";
import { expectAccessible, signIn } from "./fixtures";
import { samplePdf } from "./learning-fixtures";
import { adminToken, assignModules, createPerson, tag } from "./people-fixtures";

// Issue 37: 'Ver PDF' opened a new browser tab, and a child there had no way back to Tribu.
test("a child's 'Ver PDF' shows the file inside Tribu, with no new tab, and 'Volver' brings her back to 'Ver PDF'", async ({ page, context, request }) => {
  const admin = await adminToken(request);
  const headers = { authorization: `Bearer ${admin}` };
  const child = await createPerson(request, admin, { role: "student", firstName: `Vale${tag()}`, lastName: "Lectora", tribe: "Tribu 2" });
  const moduleTitle = `Las semillas ${tag()}`;
  const materia = `Plantas ${tag()}`;
  await request.post("/api/materias", { headers, data: { name: materia } });
  await request.post("/api/tribe-materias", { headers, data: { tribeName: "Tribu 2", materiaName: materia } });
  const created = await request.post("/api/modules", { headers, data: { title: moduleTitle, description: "Mira cómo crece una semilla.", tribe: "Tribu 2", materias: [materia] } });
  expect(created.ok()).toBe(true);
  const body = (await created.json()) as { id?: number; module?: { id: number } };
  const moduleId = body.id ?? body.module?.id ?? 0;
  const uploaded = await request.post("/api/module-files/upload", {
    headers,
    multipart: { moduleId: String(moduleId), type: "downloadPdf", file: { name: "semillas.pdf", mimeType: "application/pdf", buffer: samplePdf } },
  });
  expect(uploaded.ok()).toBe(true);
  await assignModules(request, admin, child.id, [moduleId]);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/login");
  await signIn(page, child.email, child.password);
  await page.locator(".simple-actions").getByRole("link", { name: "Mis módulos" }).click();
  await page.getByRole("link", { name: new RegExp(moduleTitle) }).click();
  await expect(page.getByRole("heading", { level: 1, name: moduleTitle })).toBeVisible();
  const moduleUrl = page.url();

  let newPages = 0;
  context.on("page", () => {
    newPages += 1;
  });
  const open = page.getByRole("button", { name: "Ver PDF" });
  await open.click();
  const viewer = page.getByRole("dialog", { name: moduleTitle });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator("iframe")).toHaveAttribute("src", /^blob:/);
  await expect(viewer.locator("iframe")).toHaveAttribute("title", moduleTitle);
  const back = viewer.getByRole("button", { name: "Volver" });
  await expect(back).toBeFocused();
  // It fills the screen, with the big 'Volver' in reach.
  const box = await viewer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(1000);
  expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);

  await back.click();
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();
  expect(page.url()).toBe(moduleUrl);
  expect(newPages).toBe(0);
  expect(context.pages()).toHaveLength(1);

  // Escape closes it too.
  await open.click();
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();
  expect(newPages).toBe(0);
});
