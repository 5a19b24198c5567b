import { expect, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

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
