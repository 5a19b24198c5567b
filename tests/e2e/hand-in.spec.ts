import { type APIRequestContext, type Browser, type BrowserContextOptions, expect, type Locator, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { fakeMicrophone, keepSpokenWords } from "./hand-in-fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

/**
 * Issue 21, section 4: a child hands in like a child would, on a phone: a photo from the camera or
 * their voice, then the teacher sees or hears it in the review and the family in their view.
 */

const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** A real 1x1 PNG: what a fake camera hands the page. */
const photoPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<{ token: string; id: number }> {
  const response = await request.post("/api/login", { data: { email, password } });
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A teacher's module in the student's tribe, a student with the given profile, and a parent of the student. */
async function classroom(request: APIRequestContext, profile: Partial<Record<"simpleMode" | "hideTimers" | "highContrast" | "dyslexiaFriendly" | "largerTargets", boolean>> & { textSize?: number }) {
  const suffix = Date.now().toString(36).slice(-5);
  const tribe = "Tribu 4";
  const moduleTitle = `Mi dibujo ${suffix}`;
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Tere", lastName: "Foto" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Nico", lastName: "Foto", tribe });
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Nora", lastName: "Foto" });
  const admin = await tokenOf(request, e2eAdmin.email, e2eAdmin.password);
  const teacherSession = await tokenOf(request, teacher.email, teacher.password);
  const studentSession = await tokenOf(request, student.email, student.password);
  const parentSession = await tokenOf(request, parent.email, parent.password);
  const created = await request.post("/api/modules", { headers: auth(teacherSession.token), data: { title: moduleTitle, description: "Dibuja tu casa.", tribe } });
  expect(created.ok()).toBe(true);
  // Assigned by name, so it is this child's work for today whatever other journeys add to the tribe.
  const assigned = await request.put(`/api/users/${studentSession.id}/modules`, { headers: auth(admin.token), data: { moduleIds: [((await created.json()) as { id: number }).id] } });
  expect(assigned.ok()).toBe(true);
  expect((await request.post(`/api/users/${parentSession.id}/children/${studentSession.id}`, { headers: auth(admin.token) })).ok()).toBe(true);
  const settings = { textSize: 0, dyslexiaFriendly: false, highContrast: false, reducedMotion: false, largerTargets: false, hideTimers: false, simpleMode: false, ...profile };
  expect((await request.put(`/api/users/${studentSession.id}/accessibility`, { headers: auth(admin.token), data: settings })).ok()).toBe(true);
  return { moduleTitle, teacher, student, parent };
}

async function signedInPage(browser: Browser, who: { email: string; password: string }, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(fakeMicrophone);
  await context.addInitScript(keepSpokenWords);
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, who.email, who.password);
  return page;
}

/** Counts the child's taps, from the moment they see their home. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.tap();
    },
    get count() {
      return taps;
    },
  };
}

/** Collects the page's Content-Security-Policy refusals (a local copy that may not play). */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refusals.push(message.text());
  });
  return refusals;
}

async function openReview(browser: Browser, teacher: { email: string; password: string }, moduleTitle: string): Promise<{ page: Page; review: Locator; refusals: string[] }> {
  const page = await signedInPage(browser, teacher);
  const refusals = cspRefusals(page);
  await page.goto("/dashboard/student-work");
  await page.getByTestId("work-item").filter({ hasText: moduleTitle }).getByRole("button", { name: /Revisar/ }).click();
  return { page, review: page.getByRole("dialog", { name: "Evaluar trabajo" }), refusals };
}

test("on a phone, a child hands in a photo of their paper in three taps from their home, and the teacher sees it", async ({ browser, request }) => {
  const { moduleTitle, teacher, student } = await classroom(request, { simpleMode: true });
  const page = await signedInPage(browser, student, phone);
  const child = tapCounter();

  // The home shows today's work with its hand-in (issue 21: three taps from home to a handed-in photo).
  const today = page.getByRole("region", { name: "Para hoy" });
  await expect(today).toContainText(moduleTitle);
  await child.tap(today.getByRole("button", { name: "Entregar mi trabajo" }));
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });
  const camera = dialog.getByText("Tomar una foto");
  await expect(camera).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Grabar mi voz" })).toBeVisible();
  await expectAccessible(page);

  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), child.tap(camera)]);
  expect(await chooser.element().getAttribute("capture")).toBe("environment");
  expect(await chooser.element().getAttribute("accept")).toBe("image/*");
  await chooser.setFiles({ name: "foto.png", mimeType: "image/png", buffer: photoPng });
  await expect(dialog.getByRole("img", { name: "Tu foto" })).toBeVisible();

  await child.tap(dialog.getByRole("button", { name: "Enviar", exact: true }));
  await expect(dialog).toBeHidden();
  const done = page.getByTestId("hand-in-done");
  await expect(done).toContainText("¡Listo! Entregaste tu trabajo. Tu profesor lo va a revisar.");
  // Focus stays in the page (the button that opened the hand-in, now 'Actualizar Trabajo', or the confirmation), never on <body>.
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  // Simple mode reads it aloud.
  await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toContain("¡Listo! Entregaste tu trabajo. Tu profesor lo va a revisar.");
  await expect(today.getByRole("button", { name: /Actualizar Trabajo/ })).toBeVisible();
  expect(child.count).toBe(3);
  await expectAccessible(page);

  // From the module list ('Entregar trabajo'), a module's card opens its hand-in directly too.
  await page.getByRole("link", { name: "Entregar trabajo" }).click();
  await expect(page.getByRole("heading", { name: "Entregar mi trabajo" })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(moduleTitle) })).toContainText("Entregado");

  const { review, refusals } = await openReview(browser, teacher, moduleTitle);
  const picture = review.getByRole("img", { name: "Foto entregada: foto.png" });
  await expect(picture).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(refusals).toEqual([]);
});

test("on a phone, a child records their voice, listens to it, hands it in; the teacher and the family can play it", async ({ browser, request }) => {
  const { moduleTitle, teacher, student, parent } = await classroom(request, { simpleMode: true });
  const page = await signedInPage(browser, student, phone);
  await page.goto("/dashboard/mis-modulos?entregar=true");
  await page.getByRole("button", { name: new RegExp(moduleTitle) }).tap();
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });

  await dialog.getByRole("button", { name: "Grabar mi voz" }).tap();
  await expect(dialog.getByText("Grabando.")).toBeVisible();
  await expect(dialog.getByText("Quedan 3:00")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Enviar", exact: true })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Detener" })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Detener" }).tap();

  await expect(dialog.getByText("Tu grabación está lista. Escúchala antes de enviarla.")).toBeVisible();
  await expect(dialog.getByTestId("voice-replay")).toHaveAttribute("src", /^blob:/);
  // Issue 37: the recording joins the hand-in's list, with its own "Quitar"; the microphone stays free for another.
  await expect(dialog.getByRole("listitem", { name: "Tu grabación" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Quitar la grabación" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Grabar mi voz" })).toBeEnabled();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("hand-in-done")).toContainText("¡Listo! Entregaste tu trabajo.");

  const { review, refusals } = await openReview(browser, teacher, moduleTitle);
  await expect(review.locator("audio")).toHaveAttribute("src", /^blob:/);
  await expect(review).toContainText("Grabación de voz: mi-voz.webm");
  expect(refusals).toEqual([]);

  const family = await signedInPage(browser, parent, phone);
  const familyRefusals = cspRefusals(family);
  await family.goto("/dashboard/work-submissions");
  const work = family.getByRole("listitem").filter({ hasText: moduleTitle });
  await work.getByRole("button", { name: /Escuchar la grabación/ }).tap();
  await expect(work.locator("audio")).toHaveAttribute("src", /^blob:/);
  await expectAccessible(family);
  expect(familyRefusals).toEqual([]);
});

test("the countdown hides with 'sin temporizadores', and a refused microphone or a browser without a recorder says so in Spanish", async ({ browser, request }) => {
  // A demanding profile too: light theme, high contrast, dyslexia-friendly reading, large text and targets.
  const { moduleTitle, student } = await classroom(request, { hideTimers: true, highContrast: true, dyslexiaFriendly: true, largerTargets: true, textSize: 2 });
  const page = await signedInPage(browser, student);
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.goto("/dashboard/mis-modulos?entregar=true");
  await expect(page.locator("html")).toHaveAttribute("data-hide-timers", "true");
  await page.getByRole("button", { name: new RegExp(moduleTitle) }).click();
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });

  await dialog.getByRole("button", { name: "Grabar mi voz" }).click();
  await expect(dialog.getByText("Grabando.")).toBeVisible();
  await expect(dialog.getByText(/Quedan/)).toBeHidden();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Detener" }).click();

  await page.evaluate(() => {
    (window as unknown as { micRefused: boolean }).micRefused = true;
  });
  await dialog.getByRole("button", { name: "Grabar mi voz" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("No pudimos usar el micrófono. Pide a un adulto que le dé permiso a esta página para usar el micrófono.");
  // Issue 37: a second try that fails keeps the first recording, ready to send.
  await expect(dialog.getByTestId("voice-replay")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Enviar", exact: true })).toBeEnabled();

  await page.evaluate(() => {
    delete (window as unknown as { MediaRecorder?: unknown }).MediaRecorder;
  });
  await dialog.getByRole("button", { name: "Grabar mi voz" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Este navegador no puede grabar la voz. Puedes tomar una foto o subir un archivo.");
  await expectAccessible(page);
});
