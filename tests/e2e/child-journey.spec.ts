import { type APIRequestContext, expect, test } from "@playwright/test";
import { ports } from "../../playwright.config";
import { expectAccessible } from "./fixtures";
import { fakeMicrophone, photoPng, webmHeader } from "./hand-in-fixtures";
import { tag } from "./people-fixtures";

/**
 * Issue 37's "done when", as Sofía lives it on the demo school (where the check-in is on), on the
 * classroom tablet and on a phone: she signs in by class code, answers "¿Cómo llegas hoy?", hears
 * her teacher's own recorded voice on the work sent back to her, hands in two photos and a voice
 * note from her home, sees the "¡Listo!" where she is looking, taps "Salir" and is back at her
 * class's cards.
 */
const demo = `http://127.0.0.1:${ports.demo}`;
test.use({ baseURL: demo });

const devices = [
  { name: "the classroom tablet", viewport: { width: 1024, height: 768 } },
  { name: "a phone", viewport: { width: 390, height: 844 } },
];

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${demo}/api/login`, { data: { email, password: "demo1234" } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}
const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

/** A new child of Tribu 1 (pictures sol, pez) whose work on Marta's new module Marta sent back, with her comment recorded in her voice. */
async function sentBackWork(request: APIRequestContext) {
  const admin = await token(request, "admin@demo.tribu");
  const marta = await token(request, "profesora@demo.tribu");
  const firstName = `Sofía${tag()}`;
  const email = `viaje${tag()}@demo.tribu`;
  const created = await request.post(`${demo}/api/users/admin/create`, {
    headers: auth(admin),
    data: { role: "student", firstName, lastName: "Viaje", tribe: "Tribu 1", email, password: "demo1234" },
  });
  expect(created.ok()).toBe(true);
  const { user } = (await created.json()) as { user: { id: number } };
  expect((await request.post(`${demo}/trpc/classSignIn.setPictures`, { headers: auth(admin), data: { studentId: user.id, pictures: ["sol", "pez"], cardPicture: null } })).ok()).toBe(true);
  const moduleTitle = `Dibujo de la granja ${tag()}`;
  const made = await request.post(`${demo}/api/modules`, { headers: auth(marta), data: { title: moduleTitle, description: "Dibuja los animales de la granja.", tribe: "Tribu 1" } });
  expect(made.ok()).toBe(true);
  const moduleId = ((await made.json()) as { id: number }).id;
  const child = await token(request, email);
  const handedIn = await request.post(`${demo}/api/student-work-submissions`, { headers: auth(child), data: { moduleId, workDescription: "Mi granja" } });
  expect(handedIn.status()).toBe(201);
  const submissionId = ((await handedIn.json()) as { submission: { id: number } }).submission.id;
  const feedback = "La foto no se ve bien. Tómale otra a tu dibujo.";
  expect((await request.put(`${demo}/api/student-work-submissions/${submissionId}/review`, { headers: auth(marta), data: { status: "NEEDS_REVISION", teacherFeedback: feedback } })).ok()).toBe(true);
  const voice = await request.post(`${demo}/api/teacher-voices`, {
    headers: auth(marta),
    multipart: { subjectType: "work_feedback", subjectId: String(submissionId), file: { name: "voz.webm", mimeType: "audio/webm", buffer: webmHeader } },
  });
  expect(voice.status()).toBe(201);
  return { card: `${firstName} V.`, firstName, moduleTitle, feedback, submissionId, marta };
}

for (const device of devices) {
  test(`on ${device.name}, Sofía signs in by class code, says how she feels, hears her teacher's voice, hands in two photos and a voice note, and leaves back to her class's cards`, async ({ browser, request }) => {
    const work = await sentBackWork(request);
    const context = await browser.newContext({ viewport: device.viewport, hasTouch: true });
    await context.addInitScript(fakeMicrophone);
    const tablet = await context.newPage();

    // Her card, then her two pictures.
    await tablet.goto("/entrar/CASA23");
    await tablet.getByRole("list", { name: "Tarjetas de la clase" }).getByRole("button", { name: work.card, exact: true }).tap();
    await tablet.getByRole("button", { name: "Sol", exact: true }).tap();
    await tablet.getByRole("button", { name: "Pez", exact: true }).tap();

    // "¿Cómo llegas hoy?": one tap, and on to her home.
    await expect(tablet.getByRole("heading", { level: 1, name: "¿Cómo llegas hoy?" })).toBeVisible();
    await expectAccessible(tablet);
    await tablet.getByRole("button", { name: "Feliz", exact: true }).tap();
    await expect(tablet.getByRole("heading", { level: 1, name: `¡Hola, ${work.firstName}!` })).toBeVisible();

    // The work sent back comes first, in her words, with her teacher's comment and no adult's details.
    const today = tablet.getByRole("region", { name: "Para hoy" });
    await expect(today).toContainText("Tu profe quiere que mejores tu dibujo de la granja");
    await expect(today).toContainText(work.feedback);
    await expect(today).not.toContainText(/Necesita Revisión|Calificación|Evaluado por|Entregado el|Marta|\/10/);
    await expectAccessible(tablet);

    // "Escuchar" plays Marta's own recording.
    await today.getByRole("button", { name: /^Escuchar: lo que dice tu profe/ }).tap();
    await expect.poll(() => tablet.evaluate(() => (window as unknown as { played: string[] }).played.length)).toBe(1);

    // From the home: "Mejorar mi trabajo", two photos, her voice, then send. Nothing replaces anything.
    let taps = 0;
    await today.getByRole("button", { name: "Mejorar mi trabajo" }).tap();
    taps += 1;
    const dialog = tablet.getByRole("dialog", { name: "Actualizar Trabajo" });
    await expect(dialog.getByRole("region", { name: "Lo que dice tu profe" })).toContainText(work.feedback);
    for (const name of ["granja-1.png", "granja-2.png"]) {
      const [camera] = await Promise.all([tablet.waitForEvent("filechooser"), dialog.getByText("Tomar una foto").tap()]);
      taps += 1;
      await camera.setFiles({ name, mimeType: "image/png", buffer: photoPng });
    }
    await dialog.getByRole("button", { name: "Grabar mi voz" }).tap();
    await dialog.getByRole("button", { name: "Detener" }).tap();
    taps += 2;
    await expect(dialog.getByText("Vas a enviar dos fotos y una grabación.")).toBeVisible();
    const send = dialog.getByRole("button", { name: "Actualizar", exact: true });
    await expect(send).toBeInViewport();
    await send.tap();
    taps += 1;
    await expect(dialog).toBeHidden();
    // One tap to open, one per photo, two for the voice (record, stop), one to send: a single photo is three.
    expect(taps).toBe(6);

    // "¡Listo!" where she is looking, announced.
    const done = tablet.getByTestId("hand-in-done");
    await expect(done).toContainText("¡Listo!");
    await expect(done).toBeInViewport();
    await expectAccessible(tablet);

    // Her teacher gets all three files, in order.
    const pending = await request.get(`${demo}/api/student-work-submissions/pending?pageSize=100`, { headers: auth(work.marta) });
    const mine = ((await pending.json()) as { pendingSubmissions: { id: number; files: { kind: string; originalName: string }[] }[] }).pendingSubmissions.find((s) => s.id === work.submissionId);
    expect(mine?.files.map((file) => file.kind)).toEqual(["photo", "photo", "voice"]);

    // "Salir", and the shared tablet is back at her class's cards.
    await tablet.getByRole("button", { name: "Salir" }).tap();
    await tablet.getByRole("button", { name: "Sí, salir" }).tap();
    await expect(tablet).toHaveURL(/\/entrar\/CASA23$/);
    await expect(tablet.getByRole("list", { name: "Tarjetas de la clase" }).getByRole("button", { name: work.card, exact: true })).toBeVisible();
    await context.close();
  });
}
