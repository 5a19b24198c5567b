import { expect, type Locator, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { auth, classroom, phone, photoPng, signedInPage, tokenOf, webmHeader } from "./hand-in-fixtures";
import { createUserAsAdmin, samplePdf } from "./learning-fixtures";

/**
 * Issue 39: a classroom that keeps working when the Wi-Fi drops. The service worker is allowed here
 * (blocked in every other journey, playwright.config.ts): the app is kept by it, the child's screens
 * and her hand-ins by the page, under her, in IndexedDB.
 */
test.use({ serviceWorkers: "allow" });

const banner = "Sin internet: tu trabajo se guardará y se enviará solo";

async function takePhoto(page: Page, dialog: Locator, name: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByText("Tomar una foto").tap()]);
  await chooser.setFiles({ name, mimeType: "image/png", buffer: photoPng });
}

/** The page is served by the app's service worker from now on (the first visit installs it). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What this browser keeps of the app: the Cache Storage's URLs, and the keys of the kept screens and files. */
function keptOnDevice(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    // Never open (and so create) the app's database before the app does.
    const made = (await indexedDB.databases()).some((db) => db.name === "tribu-offline");
    const keysOf = (store: string) =>
      !made
        ? Promise.resolve([] as string[])
        : new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open("tribu-offline");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const read = open.result.transaction(store).objectStore(store).getAllKeys();
              read.onsuccess = () => resolve(read.result.map(String));
              read.onerror = () => reject(read.error);
            };
          });
    return { urls, screens: await keysOf("screens"), files: await keysOf("files") };
  });
}

/** Whose hand-ins wait on this tablet: one user id per kept hand-in. */
function waitingOnDevice(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open("tribu-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("hand-ins").objectStore("hand-ins").getAll();
          read.onsuccess = () => resolve(read.result.map((item: { userId: number }) => item.userId));
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** What is kept of one person's screens, as text. */
function keptText(page: Page, key: string): Promise<string> {
  return page.evaluate(
    async (wanted) => {
      if (!(await indexedDB.databases()).some((db) => db.name === "tribu-offline")) return "null";
      return new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("tribu-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("screens").objectStore("screens").get(wanted);
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? null));
          read.onerror = () => reject(read.error);
        };
      });
    },
    key,
  );
}

test("without internet Sofía opens her home, hands in two photos and a voice note, reloads, and the teacher gets exactly one hand-in once it is back", async ({ browser, request }) => {
  test.slow();
  const { moduleTitle, student, studentSession, teacherSession } = await classroom(request);
  const page = await signedInPage(browser, student, phone);
  const context = page.context();
  const today = page.getByRole("region", { name: "Para hoy" });
  await expect(today).toContainText(moduleTitle);
  await controlledByServiceWorker(page);
  await expect(today).toContainText(moduleTitle);
  // The home's answers are kept under her (at most once a second).
  await expect.poll(async () => (await keptOnDevice(page)).screens).toEqual([`user:${studentSession.id}`]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toHaveText(banner);
  await expect(today).toContainText(moduleTitle);

  await today.getByRole("button", { name: "Entregar mi trabajo" }).tap();
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });
  await takePhoto(page, dialog, "granja-1.png");
  await dialog.getByRole("button", { name: "Grabar mi voz" }).tap();
  await dialog.getByRole("button", { name: "Detener" }).tap();
  await expect(dialog.getByRole("listitem", { name: "Tu grabación" })).toBeFocused();
  await takePhoto(page, dialog, "granja-2.png");
  await expect(dialog.getByText("Vas a enviar dos fotos y una grabación.")).toBeVisible();
  await dialog.getByRole("button", { name: "Enviar", exact: true }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("hand-in-done")).toContainText("Se enviará cuando vuelva el internet.");
  const queued = page.getByTestId("queued-work");
  await expect(queued).toContainText("Tu trabajo está guardado. Se enviará cuando vuelva el internet.");
  await expectAccessible(page);

  // A reload (or a closed tab) keeps it: it is on the device, not in the page.
  await page.reload();
  await expect(queued).toContainText("Tu trabajo está guardado. Se enviará cuando vuelva el internet.");
  await expect(page.getByTestId("offline-banner")).toHaveText(banner);

  // Signing out now would leave it on the tablet: the adult is asked, and may stay.
  const leave = page.getByRole("button", { name: "Salir" });
  await leave.tap();
  await page.getByRole("button", { name: "Sí, salir" }).tap();
  const question = page.getByRole("dialog", { name: "Hay trabajo sin enviar" });
  await expect(question).toContainText("Hay un trabajo guardado que todavía no se ha enviado.");
  await question.getByRole("button", { name: "Quedarme" }).tap();
  await expect(question).toBeHidden();
  await expect(leave).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(queued).toContainText("Tu trabajo está guardado.");

  await context.setOffline(false);
  await expect(queued).toContainText("Enviado. Tu profesor ya puede ver tu trabajo.", { timeout: 30_000 });
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);

  const work = await request.get(`/api/student-work-submissions/student/${studentSession.id}`, { headers: auth(teacherSession.token) });
  expect(work.ok()).toBe(true);
  const submissions = (await work.json()) as { files: { kind: string; originalName: string }[] }[];
  expect(submissions).toHaveLength(1);
  expect(submissions[0]?.files.map((file) => file.kind)).toEqual(["photo", "voice", "photo"]);

  // Signing out on the shared tablet: nothing of hers stays on it (the app's own files do).
  await page.getByRole("button", { name: "Salir" }).tap();
  await page.getByRole("button", { name: "Sí, salir" }).tap();
  await expect(page).not.toHaveURL(/\/dashboard/);
  const kept = await keptOnDevice(page);
  expect(kept.screens).toEqual([]);
  expect(kept.urls.length).toBeGreaterThan(20);
  expect(kept.urls.filter((url) => url.startsWith("/api") || url.startsWith("/trpc"))).toEqual([]);
  await context.close();
});

test("a module she opened with internet opens again without it: its words, her teacher's recorded voice and its PDF; signing out leaves none of it", async ({ browser, request }) => {
  const { moduleTitle, moduleId, student, studentSession, teacherSession } = await classroom(request);
  // The module in a subject of her tribe, so her home links to its page ("Ver la tarea").
  const admin = await tokenOf(request, e2eAdmin.email, e2eAdmin.password);
  const materia = `Granja ${moduleTitle.slice(-5)}`;
  await request.post("/api/materias", { headers: auth(admin.token), data: { name: materia } });
  await request.post("/api/tribe-materias", { headers: auth(admin.token), data: { tribeName: "Tribu 4", materiaName: materia } });
  const description = "Dibuja tu granja con tres animales.";
  const edited = await request.put(`/api/modules/${moduleId}`, { headers: auth(teacherSession.token), data: { title: moduleTitle, description, tribe: "Tribu 4", materias: [materia] } });
  expect(edited.ok(), await edited.text()).toBe(true);
  const teacher = auth(teacherSession.token);
  const voice = await request.post("/api/teacher-voices", {
    headers: teacher,
    multipart: { subjectType: "module", subjectId: String(moduleId), durationSeconds: "3", file: { name: "voz.webm", mimeType: "audio/webm", buffer: webmHeader } },
  });
  expect(voice.status(), await voice.text()).toBe(201);
  const pdf = await request.post("/api/module-files/upload", {
    headers: teacher,
    multipart: { moduleId: String(moduleId), type: "downloadPdf", file: { name: "granja.pdf", mimeType: "application/pdf", buffer: samplePdf } },
  });
  expect(pdf.ok(), await pdf.text()).toBe(true);

  const page = await signedInPage(browser, student, phone);
  await controlledByServiceWorker(page);
  const today = page.getByRole("region", { name: "Para hoy" });
  await today.getByRole("link", { name: "Ver la tarea" }).tap();
  await expect(page.getByText(description)).toBeVisible();
  const herVoice = page.locator("audio[data-teacher-voice]").first();
  await expect(herVoice).toHaveAttribute("src", /^blob:/);
  await page.getByRole("button", { name: "Ver PDF" }).tap();
  const viewer = page.getByRole("dialog", { name: moduleTitle });
  await expect(viewer.locator("iframe")).toHaveAttribute("src", /^blob:/);
  await viewer.getByRole("button", { name: "Volver" }).tap();
  // The module page's answers and the two files she opened are kept under her.
  await expect.poll(() => keptText(page, `user:${studentSession.id}`)).toContain(description);
  await expect.poll(async () => (await keptOnDevice(page)).files.filter((key) => key.startsWith(`${studentSession.id}|`))).toHaveLength(2);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(moduleTitle);
  // "Escuchar" plays her teacher's voice, from the copy on the tablet.
  await expect(herVoice).toHaveAttribute("src", /^blob:/);
  const readDescription = page.getByRole("group", { name: "Leer en voz alta: descripción" });
  await expect(readDescription).toContainText("Con la voz de tu profe");
  await readDescription.getByRole("button", { name: "Escuchar" }).tap();
  await expect.poll(() => page.evaluate(() => (window as unknown as { played: string[] }).played.length)).toBe(1);
  await page.getByRole("button", { name: "Ver PDF" }).tap();
  await expect(viewer.locator("iframe")).toHaveAttribute("src", /^blob:/);
  await expect(page.getByText("No hay archivo")).toHaveCount(0);
  await viewer.getByRole("button", { name: "Volver" }).tap();

  // Back online, she signs out of the shared tablet: neither her screens nor her files stay.
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Salir" }).tap();
  await page.getByRole("button", { name: "Sí, salir" }).tap();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await expect.poll(async () => (await keptOnDevice(page)).files).toEqual([]);
  expect((await keptOnDevice(page)).screens).toEqual([]);
  await page.context().close();
});

test("on a shared tablet the next child never sees, nor sends, the hand-in another child left waiting; it arrives when she signs in again", async ({ browser, request }) => {
  test.slow();
  const { moduleTitle, student, studentSession, teacherSession } = await classroom(request);
  const tomas = await createUserAsAdmin(request, { role: "student", firstName: "Tomás", lastName: "Varias", tribe: "Tribu 4" });
  const page = await signedInPage(browser, student, phone);
  const context = page.context();
  const today = page.getByRole("region", { name: "Para hoy" });
  await controlledByServiceWorker(page);
  await expect(today).toContainText(moduleTitle);

  // Sofía hands in without internet, then signs out anyway: her work stays on the tablet, under her.
  await context.setOffline(true);
  await today.getByRole("button", { name: "Entregar mi trabajo" }).tap();
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });
  await takePhoto(page, dialog, "granja-sofia.png");
  await dialog.getByRole("button", { name: "Enviar", exact: true }).tap();
  await expect(page.getByTestId("queued-work")).toContainText("Tu trabajo está guardado.");
  await page.getByRole("button", { name: "Salir" }).tap();
  await page.getByRole("button", { name: "Sí, salir" }).tap();
  await page.getByRole("dialog", { name: "Hay trabajo sin enviar" }).getByRole("button", { name: "Salir de todos modos" }).tap();
  await expect(page).not.toHaveURL(/\/dashboard/);
  expect((await keptOnDevice(page)).screens).toEqual([]);

  // Tomás signs in on the same tablet, with internet: nothing of hers shows, and nothing of hers is sent.
  await context.setOffline(false);
  await page.goto("/login");
  await signIn(page, tomas.email, tomas.password);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("queued-work")).toHaveCount(0);
  await expect(page.getByText("granja-sofia.png")).toHaveCount(0);
  // The queue is tried as the app opens: give it that moment, then look on the tablet and ask the school.
  await page.waitForTimeout(3_000);
  await expect(page.getByTestId("queued-work")).toHaveCount(0);
  expect(await waitingOnDevice(page)).toEqual([studentSession.id]);
  const handedIn = async (id: number) => {
    const work = await request.get(`/api/student-work-submissions/student/${id}`, { headers: auth(teacherSession.token) });
    return ((await work.json()) as unknown[]).length;
  };
  expect(await handedIn(studentSession.id)).toBe(0);
  expect(await handedIn((await tokenOf(request, tomas.email, tomas.password)).id)).toBe(0);

  // Sofía signs in again: her kept hand-in goes, once, as hers.
  await page.getByRole("button", { name: "Salir" }).tap();
  await page.getByRole("button", { name: "Sí, salir" }).tap();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await page.goto("/login");
  await signIn(page, student.email, student.password);
  await expect(page.getByTestId("queued-work")).toContainText("Enviado. Tu profesor ya puede ver tu trabajo.", { timeout: 30_000 });
  expect(await handedIn(studentSession.id)).toBe(1);
  expect(await waitingOnDevice(page)).toEqual([]);
  await context.close();
});

test("a hand-in kept while the Wi-Fi was down says it was handed in once it arrives, where it said it would be sent", async ({ browser, request }) => {
  const { moduleTitle, student } = await classroom(request);
  const page = await signedInPage(browser, student, phone);
  const today = page.getByRole("region", { name: "Para hoy" });
  await expect(today).toContainText(moduleTitle);
  // Her first visit: the app is kept and serves this very page once installed, no reload needed.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await page.context().setOffline(true);
  await today.getByRole("button", { name: "Entregar mi trabajo" }).tap();
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });
  await takePhoto(page, dialog, "granja.png");
  await dialog.getByRole("button", { name: "Enviar", exact: true }).tap();
  const done = page.getByTestId("hand-in-done");
  await expect(done).toContainText("Tu trabajo está guardado. Se enviará cuando vuelva el internet.");
  await page.context().setOffline(false);
  await expect(done).toContainText("¡Listo! Entregaste tu trabajo.", { timeout: 30_000 });
  await expect(page.getByTestId("queued-work")).toContainText("Enviado.");
  await page.context().close();
});

test("a hand-in the school refuses when it arrives (its module deleted meanwhile) stays on the device, with what her adult can do", async ({ browser, request }) => {
  test.slow();
  const { moduleTitle, moduleId, student, studentSession, teacherSession } = await classroom(request);
  const page = await signedInPage(browser, student, phone);
  const context = page.context();
  const today = page.getByRole("region", { name: "Para hoy" });
  await controlledByServiceWorker(page);
  await expect(today).toContainText(moduleTitle);
  await expect.poll(async () => (await keptOnDevice(page)).screens).toEqual([`user:${studentSession.id}`]);

  await context.setOffline(true);
  await today.getByRole("button", { name: "Entregar mi trabajo" }).tap();
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });
  await takePhoto(page, dialog, "granja.png");
  await dialog.getByRole("button", { name: "Enviar", exact: true }).tap();
  await expect(page.getByTestId("queued-work")).toContainText("Se enviará cuando vuelva el internet.");

  // Meanwhile the teacher deletes the module: the server refuses the hand-in when it arrives.
  expect((await request.delete(`/api/modules/${moduleId}`, { headers: auth(teacherSession.token) })).ok()).toBe(true);
  await context.setOffline(false);
  const refused = page.getByTestId("queued-work").getByRole("alert");
  await expect(refused).toContainText("No se pudo enviar un trabajo.", { timeout: 30_000 });
  await expect(refused).toContainText("Un adulto puede guardar las fotos y grabaciones");
  await expect(refused.getByRole("button", { name: "Guardar los archivos" })).toBeVisible();
  // Nothing silently dropped: still there after a reload, until an adult takes it out.
  await page.reload();
  await expect(refused).toContainText("No se pudo enviar un trabajo.");
  const [download] = await Promise.all([page.waitForEvent("download"), refused.getByRole("button", { name: "Guardar los archivos" }).tap()]);
  expect(download.suggestedFilename()).toBe("granja.png");
  await refused.getByRole("button", { name: "Quitar de la lista" }).tap();
  await expect(refused).toHaveCount(0);
  await context.close();
});

test("a new version waits while she hands in, then says 'Hay una versión nueva' and reloads only on 'Actualizar'", async ({ browser, request }) => {
  const { moduleTitle, student } = await classroom(request);
  const page = await signedInPage(browser, student, phone);
  const today = page.getByRole("region", { name: "Para hoy" });
  await expect(today).toContainText(moduleTitle);
  await controlledByServiceWorker(page);
  await today.getByRole("button", { name: "Entregar mi trabajo" }).tap();
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });
  await expect(dialog).toBeVisible();
  // Whether the offer ever shows while the hand-in is open, watched from inside the page; and a mark a reload clears.
  await page.evaluate(() => {
    const seen = window as unknown as { offeredDuringHandIn: boolean; beforeUpdate: boolean };
    seen.offeredDuringHandIn = false;
    seen.beforeUpdate = true;
    new MutationObserver(() => {
      if (document.querySelector(".app-update") && document.querySelector("[role=dialog]")) seen.offeredDuringHandIn = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  // A new version arrives, as after the school updates Tribu: another worker script for the same scope.
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?version=2").then(() => undefined));
  const waitingScript = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? "");
  await expect.poll(waitingScript).toMatch(/version=2$/);
  // The page hears of it within a moment (Workbox waits 200 ms); the offer must stay away while she hands in.
  await page.waitForTimeout(1_000);
  const offer = page.getByRole("status").filter({ hasText: "Hay una versión nueva" });
  await expect(offer).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancelar" }).tap();
  await expect(dialog).toBeHidden();
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("button", { name: /Escuchar/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { offeredDuringHandIn: boolean }).offeredDuringHandIn)).toBe(false);
  await expectAccessible(page);

  const reloaded = page.waitForEvent("load");
  await offer.getByRole("button", { name: "Actualizar" }).tap();
  await reloaded;
  await expect(today).toContainText(moduleTitle);
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toMatch(/version=2$/);
  await page.context().close();
});

test("the installed app: the manifest the page names is served as JSON with its icons, and opens at /abrir", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await request.get(href as string);
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(body.start_url).toBe("/abrir");
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
  }
  const worker = await request.get("/sw.js");
  expect(worker.ok()).toBe(true);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  // Signed out, /abrir goes to sign in (a class device would show its class's cards).
  await page.goto("/abrir");
  await expect(page).toHaveURL(/\/login/);
});
