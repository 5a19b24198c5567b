/**
 * Issue 37: work a teacher gave back comes first in every student view, in a child's words, and
 * every "¡Listo!" appears where the child is looking and is announced.
 */
import { type APIRequestContext, type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { api, sessionOf } from "./dialog-focus-fixtures";
import { expectAccessible, signIn } from "./fixtures";
import { adminToken, createPerson, type Person, tag } from "./people-fixtures";

const tablet: BrowserContextOptions = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true };
const photoPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const comment = "Tu granja está muy bonita. ¿Le dibujas también las gallinas?";

/** A child of `tribe` whose work on each module (in a subject of the tribe) her teacher sent back with a comment and 7,2. */
async function givenBack(request: APIRequestContext, options: { tribe: string; simpleMode: boolean; titles: string[] }) {
  const token = await adminToken(request);
  const suffix = tag();
  const teacher = await createPerson(request, token, { role: "teacher", firstName: "Marta", lastName: `Ríos${suffix}` });
  const child = await createPerson(request, token, { role: "student", firstName: `Niña${suffix}`, tribe: options.tribe });
  const materia = `Arte ${suffix}`;
  await api(request, token).post("/api/materias", { name: materia });
  await api(request, token).post("/api/tribe-materias", { tribeName: options.tribe, materiaName: materia });
  const teacherSession = await sessionOf(request, teacher);
  const childSession = await sessionOf(request, child);
  const titles = options.titles.map((title) => `${title} ${suffix}`);
  const moduleIds: number[] = [];
  for (const title of titles) {
    const created = await request.post("/api/modules", { headers: { authorization: `Bearer ${teacherSession.token}` }, data: { title, description: "Dibuja una granja.", tribe: options.tribe, materias: [materia] } });
    expect(created.ok()).toBe(true);
    moduleIds.push(((await created.json()) as { id: number }).id);
  }
  const assigned = await request.put(`/api/users/${child.id}/modules`, { headers: { authorization: `Bearer ${token}` }, data: { moduleIds } });
  expect(assigned.ok()).toBe(true);
  for (const moduleId of moduleIds) {
    const handed = await request.post("/api/student-work-submissions", {
      headers: { authorization: `Bearer ${childSession.token}` },
      multipart: { moduleId: String(moduleId), workDescription: "Mi granja" },
    });
    expect(handed.ok()).toBe(true);
    const { id } = ((await handed.json()) as { submission: { id: number } }).submission;
    const reviewed = await request.put(`/api/student-work-submissions/${id}/review`, {
      headers: { authorization: `Bearer ${teacherSession.token}` },
      data: { status: "NEEDS_REVISION", teacherFeedback: comment, grade: 7.2 },
    });
    expect(reviewed.ok(), await reviewed.text()).toBe(true);
  }
  const profile = { textSize: 0, dyslexiaFriendly: false, highContrast: false, reducedMotion: false, largerTargets: false, hideTimers: false, simpleMode: options.simpleMode };
  expect((await request.put(`/api/users/${child.id}/accessibility`, { headers: { authorization: `Bearer ${token}` }, data: profile })).ok()).toBe(true);
  return { child, teacher, titles, materia, token };
}

async function open(browser: Browser, who: Person, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  // No voice in the test browser: what would be said is kept, nothing is played.
  await context.addInitScript(() => {
    window.speechSynthesis.speak = () => {};
  });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, who.email, who.password);
  return page;
}

/** Every visible target above the fold (a, button, input, a focusable [tabindex]) whose box starts above the viewport's bottom. */
function targetsAboveFold(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button, input, [tabindex]:not([tabindex="-1"])')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // A skip link waits off the screen until it is focused: not a target a child sees.
        return box.width > 1 && box.height > 1 && box.bottom > 0 && style.visibility !== "hidden" && box.top < window.innerHeight;
      })
      .map((el) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName),
  );
}

/** Hands in a photo in the open hand-in: "Tomar una foto", the picture, and send. */
async function handInPhoto(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog", { name: /Entregar Trabajo|Actualizar Trabajo/ });
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByText("Tomar una foto").tap()]);
  await chooser.setFiles({ name: "granja.png", mimeType: "image/png", buffer: photoPng });
  // "Enviar" for a first hand-in, "Actualizar" for an earlier one.
  await dialog.getByRole("button", { name: /^(Enviar|Actualizar)$/ }).click();
  await expect(dialog).toBeHidden();
}

test("on the classroom tablet the child's home says in her words what to improve, her teacher's comment first, with the four tiles in view", async ({ browser, request }) => {
  const { child, teacher, titles } = await givenBack(request, { tribe: "Tribu 3", simpleMode: true, titles: ["Dibujo de la granja"] });
  const page = await open(browser, child, tablet);
  const today = page.getByRole("region", { name: "Para hoy" });
  await expect(today).toContainText(`Tu profe quiere que mejores tu dibujo de la granja ${titles[0]?.split(" ").pop()}.`);
  await expect(today).toContainText(comment);
  await expect(today.getByRole("button", { name: "Escuchar: lo que dice tu profe" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mejorar mi trabajo" })).toHaveCount(1);
  // Nothing of the adults' view: no badge, no date, no teacher's name, no grade.
  const text = (await page.locator("main").innerText()).toLowerCase();
  for (const adult of ["necesita revisión", "entregado el", "evaluado por", teacher.lastName.toLowerCase(), "calificación", "7,2", "sep"]) expect(text).not.toContain(adult);
  for (const tile of ["Mi día", /Mis tareas/, "Mis módulos", "Entregar trabajo"]) await expect(page.getByRole("link", { name: tile })).toBeInViewport({ ratio: 1 });
  const targets = await targetsAboveFold(page);
  expect(targets.length, targets.join(" | ")).toBeLessThanOrEqual(8);
  await expectAccessible(page);

  // One tap opens the hand-in; the "¡Listo!" is announced and in view.
  await page.getByRole("button", { name: "Mejorar mi trabajo" }).tap();
  await handInPhoto(page);
  const done = page.getByTestId("hand-in-done");
  await expect(done).toContainText("¡Listo!");
  await expect(done).toBeInViewport();
  await expect(page.getByRole("status").filter({ has: done })).toHaveCount(1);
  await expectAccessible(page);
});

test("on a phone, with her tribe's grades turned on by the school, the child reads her level word, never the number", async ({ browser, request }) => {
  const { child, token } = await givenBack(request, { tribe: "Tribu 1", simpleMode: true, titles: ["Cartas a un amigo"] });
  const admin = await open(browser, { id: 0, email: "admin@e2e.tribu", password: "admin-e2e-1", firstName: "", lastName: "" }, { viewport: { width: 1280, height: 900 } });
  await admin.goto("/dashboard/settings");
  const setting = admin.getByRole("region", { name: "Notas para los niños" });
  await setting.getByRole("checkbox", { name: "Tribu 1" }).check();
  await setting.getByRole("button", { name: "Guardar notas para los niños" }).click();
  await expect(setting).toContainText("Ven su nivel: Tribu 1.");
  await expectAccessible(admin);
  try {
    const page = await open(browser, child, phone);
    const today = page.getByRole("region", { name: "Para hoy" });
    await expect(today).toContainText("Tu profe quiere que mejores tus cartas a un amigo");
    await expect(today).toContainText("Tu nivel: Básico.");
    await expect(page.locator("main")).not.toContainText("7,2");
    // The comment comes before the one action.
    const commentBox = await today.getByText(comment).boundingBox();
    const action = await today.getByRole("button", { name: "Mejorar mi trabajo" }).boundingBox();
    expect(commentBox && action && commentBox.y < action.y).toBe(true);
    await expectAccessible(page);
  } finally {
    await request.put("/api/settings", { headers: { authorization: `Bearer ${token}` }, data: { childGradesTribes: [] } });
  }
});

test("in his full view on a phone, Mateo finds returned work first, and each '¡Listo!' after improving it is in view", async ({ browser, request }) => {
  const { child, titles } = await givenBack(request, { tribe: "Tribu 2", simpleMode: false, titles: ["Dibujo del agua", "Dibujo de la lluvia"] });
  const page = await open(browser, child, { ...phone, reducedMotion: "reduce" });
  const returned = page.getByRole("region", { name: "Para mejorar" });
  await expect(returned).toContainText(comment);
  // First of the page, before any figure.
  const list = await returned.boundingBox();
  const figures = await page.getByRole("list", { name: "Resumen" }).boundingBox();
  expect(list && figures && list.y < figures.y).toBe(true);
  await expectAccessible(page);

  const [first, second] = titles as [string, string];
  const item = returned.getByRole("listitem").filter({ hasText: first.split(" ").pop() as string }).filter({ hasText: "agua" });
  await item.getByRole("button", { name: "Mejorar mi trabajo" }).tap();
  await handInPhoto(page);
  const done = item.getByTestId("hand-in-done");
  await expect(done).toContainText("¡Listo! Cambiaste tu trabajo.");
  await expect(done).toBeInViewport();

  // On the module page the comment and "Mejorar mi trabajo" are at the top, before the description.
  await returned.getByRole("listitem").filter({ hasText: "lluvia" }).getByRole("link", { name: "Ver el módulo" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: second })).toBeVisible();
  const work = page.getByTestId("my-work");
  await expect(work.getByRole("heading", { name: "Para mejorar" })).toBeVisible();
  await expect(work).toContainText(comment);
  const workBox = await work.boundingBox();
  const description = await page.getByRole("heading", { name: "Descripción" }).boundingBox();
  expect(workBox && description && workBox.y < description.y).toBe(true);
  await work.getByRole("button", { name: "Mejorar mi trabajo" }).tap();
  await handInPhoto(page);
  await expect(page.getByTestId("hand-in-done")).toBeInViewport();
  await expectAccessible(page);
});

test("handing in from the tiles of 'Entregar mi trabajo', the '¡Listo!' has its own full-width place, not a tile's", async ({ browser, request }) => {
  const { child, titles } = await givenBack(request, { tribe: "Tribu 4", simpleMode: true, titles: ["Dibujo del mar"] });
  const page = await open(browser, child, tablet);
  await page.getByRole("link", { name: "Entregar trabajo" }).tap();
  await page.getByRole("button", { name: new RegExp(titles[0] as string) }).tap();
  await handInPhoto(page);
  const done = page.getByTestId("hand-in-done");
  await expect(done).toBeInViewport();
  expect(await done.evaluate((el) => el.closest("li"))).toBeNull();
  const width = (await done.boundingBox())?.width ?? 0;
  const listWidth = (await page.locator(".simple-actions").boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(listWidth * 0.9);
  await expectAccessible(page);
});
