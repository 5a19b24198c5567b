import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";
import { recordSpeech, type Spoken } from "./speech-fixtures";

test("a module's description is read aloud in Spanish, slower when asked, with the word highlighted", async ({ page, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const materia = `Música ${suffix}`;
  const moduleTitle = `Ritmos ${suffix}`;
  const description = "Aplaudimos despacio y luego rápido.";
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Rita", lastName: "Ritmo" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Eco", lastName: "Oyente", tribe: "Tribu 4" });
  const login = async (email: string, password: string) =>
    ((await (await request.post("/api/login", { data: { email, password } })).json()) as { token: string }).token;
  const adminToken = await login(e2eAdmin.email, e2eAdmin.password);
  await request.post("/api/materias", { headers: { authorization: `Bearer ${adminToken}` }, data: { name: materia } });
  await request.post("/api/tribe-materias", { headers: { authorization: `Bearer ${adminToken}` }, data: { tribeName: "Tribu 4", materiaName: materia } });
  const created = await request.post("/api/modules", {
    headers: { authorization: `Bearer ${await login(teacher.email, teacher.password)}` },
    data: { title: moduleTitle, description, tribe: "Tribu 4", materias: [materia] },
  });
  expect(created.ok()).toBe(true);

  // The browser's speech engine is replaced by a recorder that reports one word boundary.
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; rate: number }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    const fake = {
      speaking: false,
      getVoices: () => [],
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push({ text: utterance.text, lang: utterance.voice?.lang ?? utterance.lang, rate: utterance.rate });
        utterance.onboundary?.({ name: "word", charIndex: 0, charLength: 10 } as SpeechSynthesisEvent);
      },
      cancel() {},
      pause() {},
      resume() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: fake, configurable: true });
  });

  await page.goto("/login");
  await signIn(page, student.email, student.password);
  await page.goto(`/dashboard/tribu-4/${encodeURIComponent(materia)}/${encodeURIComponent(moduleTitle)}`);
  const controls = page.getByRole("group", { name: "Leer en voz alta: descripción" });
  await controls.getByRole("checkbox", { name: "Más despacio" }).check();
  await controls.getByRole("button", { name: "Escuchar" }).click();
  const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string; rate: number }[] }).spoken);
  expect(spoken).toHaveLength(1);
  expect(spoken[0]).toMatchObject({ text: description, lang: "es-CO" });
  expect(spoken[0]?.rate).toBeCloseTo(0.7, 5);
  await expect(page.locator("mark.reading-word")).toHaveText("Aplaudimos");
  await expect(controls.getByRole("button", { name: "Pausar" })).toBeVisible();
  await expectAccessible(page);
});

/**
 * The fake engine lists its voices 200 ms after a page loads, as browsers do some time after load
 * (speech-fixtures.ts). A tap before then speaks with the browser's default voice for es-CO; the
 * test waits for the list so that the voice it checks is the one the app chose.
 */
async function openWithVoices(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => window.speechSynthesis.getVoices().length > 0);
}

const spokenSoFar = (page: Page) => page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);
const lastSpoken = async (page: Page) => (await spokenSoFar(page)).at(-1);
/** The word marked on the page by an "Escuchar" button (CSS Custom Highlight API). */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights.get("reading-word");
    return highlight ? [...highlight].map((range) => range.toString()).join(" ") : null;
  });

const colombia = { lang: "es-CO", name: "Español (Colombia)" };
const someVoices = [{ lang: "en-US", name: "English (US)" }, { lang: "es-ES", name: "Español (España)" }, { lang: "es-MX", name: "Español (México)" }, colombia];

/** A module of the student's tribe, with instructions; the page's address. */
async function moduleFor(request: APIRequestContext, tribe: string, teacherToken: string, adminToken: string) {
  const suffix = Date.now().toString(36).slice(-5) + Math.floor(Math.random() * 100);
  const materia = `Lectura ${suffix}`;
  const title = `Cuentos ${suffix}`;
  await request.post("/api/materias", { headers: bearer(adminToken), data: { name: materia } });
  await request.post("/api/tribe-materias", { headers: bearer(adminToken), data: { tribeName: tribe, materiaName: materia } });
  const created = await request.post("/api/modules", {
    headers: bearer(teacherToken),
    data: { title, description: "Leemos un cuento corto.", instructions: "Dibuja al personaje que más te gustó.", tribe, materias: [materia] },
  });
  expect(created.ok()).toBe(true);
  const moduleId = ((await created.json()) as { module: { id: number } }).module.id;
  const slug = tribe.toLowerCase().replace(" ", "-");
  return { title, moduleId, path: `/dashboard/${slug}/${encodeURIComponent(materia)}/${encodeURIComponent(title)}` };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function session(request: APIRequestContext, email: string, password: string) {
  const body = (await (await request.post("/api/login", { data: { email, password } })).json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

test("a module, a task, the teacher's feedback, a step of the day and a message can all be listened to in Colombian Spanish", async ({ page, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Luz", lastName: "Lectora" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Oto", lastName: "Oyente", tribe: "Tribu 4" });
  const admin = await session(request, e2eAdmin.email, e2eAdmin.password);
  const teacherSession = await session(request, teacher.email, teacher.password);
  const studentSession = await session(request, student.email, student.password);
  const module = await moduleFor(request, "Tribu 4", teacherSession.token, admin.token);

  // The student handed in; the teacher answered.
  const feedback = "Muy buen dibujo, usaste muchos colores.";
  const handedIn = await request.post("/api/student-work-submissions", { headers: bearer(studentSession.token), data: { moduleId: module.moduleId, workDescription: "Mi dibujo" } });
  const workId = ((await handedIn.json()) as { submission: { id: number } }).submission.id;
  expect((await request.put(`/api/student-work-submissions/${workId}/review`, { headers: bearer(teacherSession.token), data: { status: "APPROVED", teacherFeedback: feedback } })).ok()).toBe(true);
  // A task for the student in a class of the teacher.
  const created = await request.post("/api/classes", { headers: bearer(admin.token), data: { title: `Clase ${suffix}`, teacherId: teacherSession.id } });
  const classId = ((await created.json()) as { class: { id: number } }).class.id;
  expect((await request.post("/api/studentclasses", { headers: bearer(admin.token), data: { classId, studentId: studentSession.id } })).ok()).toBe(true);
  const task = { title: `Leer en casa ${suffix}`, description: "Lee dos páginas con tu familia." };
  const assigned = await request.post("/api/assignments", { headers: bearer(teacherSession.token), data: { ...task, classId, dueDate: "2099-05-01", studentId: studentSession.id } });
  expect(assigned.status()).toBe(201);
  // A step of today's visual day.
  const step = `Cuento ${suffix}`;
  expect((await request.post("/api/visual-day/steps", { headers: bearer(teacherSession.token), data: { tribe: "Tribu 4", label: step, icon: "leer" } })).status()).toBe(201);

  await recordSpeech(page, { voices: someVoices });
  await page.goto("/login");
  await signIn(page, student.email, student.password);

  // The module: its title (marked word by word), its instructions and the teacher's feedback.
  await openWithVoices(page, module.path);
  await page.getByRole("button", { name: "Escuchar: título del módulo" }).click();
  expect(await lastSpoken(page)).toMatchObject({ text: module.title, lang: "es-CO", voice: colombia.name, rate: 1 });
  expect(await highlighted(page)).toBe("Cuentos");
  await expect(page.getByRole("button", { name: "Detener: título del módulo" })).toBeVisible();
  await page.getByRole("group", { name: "Leer en voz alta: instrucciones" }).getByRole("button", { name: "Escuchar" }).click();
  expect(await lastSpoken(page)).toMatchObject({ text: "Dibuja al personaje que más te gustó.", voice: colombia.name });
  // Starting another reading ends the one before.
  await expect(page.getByRole("button", { name: "Escuchar: título del módulo" })).toBeVisible();
  const feedbackControls = page.getByRole("group", { name: "Leer en voz alta: comentarios del profesor" });
  await feedbackControls.getByRole("button", { name: "Escuchar" }).click();
  expect(await lastSpoken(page)).toMatchObject({ text: feedback, voice: colombia.name });
  await expect(page.locator("mark.reading-word")).toHaveText("Muy");
  await expectAccessible(page);

  // The task, in the list of tasks; marking it done shows a message that can be listened to too.
  await openWithVoices(page, "/dashboard/assignments");
  await page.getByRole("button", { name: `Escuchar: ${task.title}` }).click();
  expect(await lastSpoken(page)).toMatchObject({ text: `${task.title}. ${task.description}`, voice: colombia.name });
  expect(await highlighted(page)).toBe("Leer");
  await page.getByRole("button", { name: new RegExp(`^Marcar como completada.*${task.title}`) }).click();
  const message = page.getByRole("region", { name: "Notificaciones (F8)" }).getByRole("listitem").first();
  await message.getByRole("button", { name: "Escuchar: notificación" }).click();
  const toastSaid = (await lastSpoken(page))?.text ?? "";
  expect(toastSaid.length).toBeGreaterThan(0);
  await expect(message).toContainText(toastSaid);
  await expectAccessible(page);

  // The task's own page.
  await openWithVoices(page, `/dashboard/assignments/${((await assigned.json()) as { assignment: { id: number } }).assignment.id}`);
  await page.getByRole("button", { name: "Escuchar: la tarea" }).click();
  expect(await lastSpoken(page)).toMatchObject({ text: `${task.title}. ${task.description}`, voice: colombia.name });

  // A step of 'Mi día'.
  await openWithVoices(page, "/dashboard/mi-dia");
  await page.getByRole("list", { name: "Todo mi día" }).getByRole("button", { name: `Escuchar: ${step}` }).click();
  expect((await lastSpoken(page))?.text).toMatch(new RegExp(`^${step}`));
  expect(await highlighted(page)).toBe(step.split(" ")[0]);
  await expectAccessible(page);
});

test("on a device with no Spanish voice, 'Escuchar' says so and how to add one, and reads nothing in another language", async ({ page, request }) => {
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Sol", lastName: "Silencio" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Ada", lastName: "Atenta", tribe: "Tribu 4" });
  const admin = await session(request, e2eAdmin.email, e2eAdmin.password);
  const module = await moduleFor(request, "Tribu 4", (await session(request, teacher.email, teacher.password)).token, admin.token);

  await recordSpeech(page, { voices: [{ lang: "en-US", name: "English (US)" }, { lang: "fr-FR", name: "Français" }] });
  await page.goto("/login");
  await signIn(page, student.email, student.password);
  await page.goto(module.path);
  await page.waitForTimeout(300); // the voices arrive (voiceschanged)
  await page.getByRole("button", { name: "Escuchar: título del módulo" }).click();
  const problem = page.getByTestId("reading-notice").filter({ hasText: "Este equipo no tiene una voz en español" });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText("Ajustes > Idioma > Voz");
  await page.getByRole("group", { name: "Leer en voz alta: descripción" }).getByRole("button", { name: "Escuchar" }).click();
  // One notice for the page, not one per button (issue 37).
  await expect(page.getByText("Este equipo no tiene una voz en español")).toHaveCount(1);
  expect(await spokenSoFar(page)).toEqual([]);
  await expectAccessible(page);
});

test("when the voice fails, the child is told so in Spanish instead of silence", async ({ page, request }) => {
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Eva", lastName: "Error" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Iris", lastName: "Intento", tribe: "Tribu 4" });
  const admin = await session(request, e2eAdmin.email, e2eAdmin.password);
  const module = await moduleFor(request, "Tribu 4", (await session(request, teacher.email, teacher.password)).token, admin.token);

  await recordSpeech(page, { voices: [{ lang: "es-MX", name: "Español (México)" }], failWith: "synthesis-failed" });
  await page.goto("/login");
  await signIn(page, student.email, student.password);
  await page.goto(module.path);
  await page.waitForTimeout(300);
  const controls = page.getByRole("group", { name: "Leer en voz alta: descripción" });
  await controls.getByRole("button", { name: "Escuchar" }).click();
  expect(await lastSpoken(page)).toMatchObject({ text: "Leemos un cuento corto.", voice: "Español (México)" });
  await expect(page.getByTestId("reading-notice").filter({ hasText: "No se pudo leer en voz alta. Inténtalo de nuevo." })).toBeVisible();
  // Ready to try again.
  await expect(controls.getByRole("button", { name: "Escuchar" })).toBeVisible();
  await expectAccessible(page);
});
