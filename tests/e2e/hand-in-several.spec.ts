import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible } from "./fixtures";
import { auth, classroom, multipartParts, phone, photoPng, signedInPage, webmHeader } from "./hand-in-fixtures";

/**
 * Issue 37: one hand-in holds several photos and a voice note together, each removable, none
 * replaced silently; the dialog opens on the camera and, on a redo, shows the teacher's comment
 * with its own "Escuchar" and the files handed in before. The first two tests check what the page
 * does and what it sends (the server's answers stubbed); the last one goes through the real server
 * to the teacher's review.
 */

async function takePhoto(page: Page, dialog: Locator, name: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByText("Tomar una foto").tap()]);
  await chooser.setFiles({ name, mimeType: "image/png", buffer: photoPng });
}

async function recordVoice(dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Grabar mi voz" }).tap();
  await dialog.getByRole("button", { name: "Detener" }).tap();
  await expect(dialog.getByRole("listitem", { name: "Tu grabación" })).toBeFocused();
}

/** Two photos and a voice note, from the child's home: the photo just added and Enviar stay in view. */
async function twoPhotosAndAVoice(page: Page, moduleTitle: string): Promise<Locator> {
  const today = page.getByRole("region", { name: "Para hoy" });
  await expect(today).toContainText(moduleTitle);
  await today.getByRole("button", { name: "Entregar mi trabajo" }).tap();
  const dialog = page.getByRole("dialog", { name: "Entregar Trabajo" });
  const send = dialog.getByRole("button", { name: "Enviar", exact: true });
  const photos = dialog.getByRole("listitem", { name: "Tu foto" });

  await takePhoto(page, dialog, "granja-1.png");
  await expect(photos).toHaveCount(1);
  await expect(photos.last()).toBeFocused();
  await expect(photos.last()).toBeInViewport();
  await expect(send).toBeInViewport();

  // The recording joins the photo (it used to delete it), and a second photo keeps the recording.
  await recordVoice(dialog);
  await expect(photos).toHaveCount(1);
  await takePhoto(page, dialog, "granja-2.png");
  await expect(photos).toHaveCount(2);
  await expect(dialog.getByTestId("voice-replay")).toHaveCount(1);
  await expect(photos.last()).toBeFocused();
  await expect(photos.last()).toBeInViewport();
  await expect(send).toBeInViewport();
  await expect(dialog.getByText("Vas a enviar dos fotos y una grabación.")).toBeVisible();
  return dialog;
}

test("a child on a phone hands in two photos and a voice note together: none replaces another, each can be taken out, all are sent", async ({ browser, request }) => {
  const { moduleTitle, student } = await classroom(request);
  const page = await signedInPage(browser, student, phone);
  const dialog = await twoPhotosAndAVoice(page, moduleTitle);

  // The dialog opened on the camera: no link box, "Otras formas de entregar" closed.
  await expect(dialog.getByPlaceholder("https://")).toBeHidden();
  await expect(dialog.locator("details.hand-in-other")).not.toHaveAttribute("open", "");
  // A third photo, taken out again: only that one goes.
  await takePhoto(page, dialog, "granja-3.png");
  const photos = dialog.getByRole("listitem", { name: "Tu foto" });
  await expect(photos).toHaveCount(3);
  await photos.nth(2).getByRole("button", { name: "Quitar la foto" }).tap();
  await expect(photos).toHaveCount(2);
  await expect(dialog.getByText("Vas a enviar dos fotos y una grabación.")).toBeFocused();
  // No digits (dates, grades) anywhere the child can see, and every target at least 44 px.
  expect(await dialog.innerText()).not.toMatch(/\d/);
  for (const target of await dialog.getByRole("button").filter({ visible: true }).all()) {
    const box = await target.boundingBox();
    expect(Math.min(box?.height ?? 0, box?.width ?? 0), await target.innerText()).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page);

  // What is sent: the three files, in order, as one hand-in (the first as the legacy part the
  // contract keeps in order). Answered here: this branch's server keeps one file until the merge.
  let sent: ReturnType<typeof multipartParts> = [];
  await page.route(/\/api\/student-work-submissions$/, async (route) => {
    sent = multipartParts(route.request());
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ success: true, message: "¡Trabajo enviado exitosamente!" }) });
  });
  await dialog.getByRole("button", { name: "Enviar", exact: true }).tap();
  await expect(dialog).toBeHidden();
  expect(sent.filter((part) => part.fileName !== null).map((part) => [part.name, part.fileName, part.type])).toEqual([
    ["workFile", "granja-1.png", "image/png"],
    ["files", "mi-voz.webm", "audio/webm;codecs=opus"],
    ["files", "granja-2.png", "image/png"],
  ]);
  expect(sent.find((part) => part.name === "moduleId")?.value).toMatch(/^\d+$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("hand-in-done")).toContainText("¡Listo! Entregaste tu trabajo.");
});

test("a redo shows the teacher's comment with its own Escuchar, lists what was handed in, each removable, and sends removeFileIds with the new photo", async ({ browser, request }) => {
  const { moduleTitle, studentSession, teacherSession, moduleId, student } = await classroom(request);
  const created = await request.post("/api/student-work-submissions", { headers: auth(studentSession.token), data: { moduleId, workDescription: "Mi granja" } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { submission: { id: number } }).submission.id;
  const comment = "Me gusta tu granja. Dibuja también los animales.";
  const reviewed = await request.put(`/api/student-work-submissions/${id}/review`, { headers: auth(teacherSession.token), data: { status: "NEEDS_REVISION", teacherFeedback: comment } });
  expect(reviewed.ok()).toBe(true);

  const page = await signedInPage(browser, student, phone);
  // The work as the contract's server sends it: a photo and a voice note handed in before.
  const handedIn = [
    { id: 901, url: `/api/student-work-submissions/${id}/files/901`, originalName: "granja.png", size: photoPng.length, mimeType: "image/png", kind: "photo" },
    { id: 902, url: `/api/student-work-submissions/${id}/files/902`, originalName: "mi-voz.webm", size: webmHeader.length, mimeType: "audio/webm", kind: "voice" },
  ];
  await page.route(/\/trpc\/[^?]*studentWork\.mine/, async (route) => {
    const url = new URL(route.request().url());
    const names = decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",");
    const original = await (await route.fetch()).json();
    const answers = (url.searchParams.has("batch") ? original : [original]) as { result?: { data: Record<string, unknown> | null } }[];
    names.forEach((name, index) => {
      const work = answers[index]?.result?.data;
      if (name === "studentWork.mine" && work && !(work.files as unknown[] | undefined)?.length) {
        work.files = handedIn;
        work.workFile = { url: handedIn[0]?.url, originalName: "granja.png", name: "granja.png", size: photoPng.length, mimeType: "image/png" };
      }
    });
    await route.fulfill({ contentType: "application/json", body: JSON.stringify(url.searchParams.has("batch") ? answers : answers[0]) });
  });
  await page.route(/\/files\/90[12]$/, (route) =>
    route.fulfill({ contentType: route.request().url().endsWith("901") ? "image/png" : "audio/webm", body: route.request().url().endsWith("901") ? photoPng : webmHeader }),
  );
  let sent: ReturnType<typeof multipartParts> = [];
  await page.route(new RegExp(`/api/student-work-submissions/${id}$`), async (route) => {
    sent = multipartParts(route.request());
    await route.fulfill({ contentType: "application/json", body: JSON.stringify({ success: true, message: "¡Trabajo actualizado exitosamente!" }) });
  });

  await page.goto("/dashboard/mis-modulos?entregar=true");
  await page.getByRole("button", { name: new RegExp(moduleTitle) }).tap();
  const dialog = page.getByRole("dialog", { name: "Actualizar Trabajo" });
  const said = dialog.getByRole("region", { name: "Lo que dice tu profe" });
  await expect(said).toContainText(`Tu profe te dice: ${comment}`);
  await expect(said.getByRole("button", { name: "Escuchar" })).toBeVisible();
  const before = dialog.getByRole("region", { name: "Lo que ya entregaste" });
  await expect(before.getByRole("img", { name: "Foto entregada: granja.png" })).toBeVisible();
  await expect(before.locator("audio")).toHaveAttribute("src", /^blob:/);
  expect(await dialog.innerText()).not.toMatch(/\d/);
  await expectAccessible(page);

  // The old photo goes (with a way back), the recording stays, a new photo is added.
  await before.getByRole("button", { name: "Quitar esta foto: granja.png" }).tap();
  await expect(before).toContainText("Vas a quitar esta foto (granja.png) al enviar.");
  await before.getByRole("button", { name: "Dejar la foto" }).tap();
  await expect(before.getByRole("img", { name: "Foto entregada: granja.png" })).toBeVisible();
  await before.getByRole("button", { name: "Quitar esta foto: granja.png" }).tap();
  await takePhoto(page, dialog, "granja-nueva.png");
  await expect(dialog.getByRole("listitem", { name: "Tu foto" })).toBeFocused();
  await expect(dialog.getByText("Vas a enviar una foto y una grabación.")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Actualizar", exact: true }).tap();
  await expect(dialog).toBeHidden();
  expect(sent.find((part) => part.name === "removeFileIds")?.value).toBe("901");
  expect(sent.filter((part) => part.fileName !== null).map((part) => [part.name, part.fileName])).toEqual([["files", "granja-nueva.png"]]);
});

test("after the merge: two photos and a voice note reach the teacher as one hand-in, and a redo takes out only the photo asked for", async ({ browser, request }) => {
  const { moduleTitle, student, studentSession, teacher } = await classroom(request);
  const page = await signedInPage(browser, student, phone);
  const dialog = await twoPhotosAndAVoice(page, moduleTitle);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).tap();
  await expect(dialog).toBeHidden();

  type Work = { id: number; moduleTitle: string; files: { id: number; originalName: string; kind: string }[] };
  const workNow = async () => {
    const list = (await (await request.get(`/api/student-work-submissions/student/${studentSession.id}`, { headers: auth(studentSession.token) })).json()) as Work[];
    return list.find((work) => work.moduleTitle === moduleTitle);
  };
  expect((await workNow())?.files.map((file) => [file.kind, file.originalName])).toEqual([
    ["photo", "granja-1.png"],
    ["voice", "mi-voz.webm"],
    ["photo", "granja-2.png"],
  ]);

  // The teacher sees both photos and hears the recording.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto("/dashboard/student-work");
  await teacherPage.getByTestId("work-item").filter({ hasText: moduleTitle }).getByRole("button", { name: /Revisar/ }).click();
  const review = teacherPage.getByRole("dialog", { name: "Evaluar trabajo" });
  await expect(review.getByRole("img", { name: "Foto entregada: granja-1.png" })).toBeVisible();
  await expect(review.getByRole("img", { name: "Foto entregada: granja-2.png" })).toBeVisible();
  await expect(review.locator("audio")).toHaveCount(1);

  // A redo: the first photo out, a new one in; the recording and the second photo stay.
  await page.goto("/dashboard/mis-modulos?entregar=true");
  await page.getByRole("button", { name: new RegExp(moduleTitle) }).tap();
  const redo = page.getByRole("dialog", { name: "Actualizar Trabajo" });
  await redo.getByRole("button", { name: "Quitar esta foto: granja-1.png" }).tap();
  await takePhoto(page, redo, "granja-3.png");
  await redo.getByRole("button", { name: "Actualizar", exact: true }).tap();
  await expect(redo).toBeHidden();
  expect((await workNow())?.files.map((file) => file.originalName)).toEqual(["mi-voz.webm", "granja-2.png", "granja-3.png"]);
});
