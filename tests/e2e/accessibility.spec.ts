import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

async function session(request: APIRequestContext, email: string, password: string) {
  const body = (await (await request.post("/api/login", { data: { email, password } })).json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

type Person = { firstName: string; lastName: string };

/** A parent linked to a student by the admin, with both sessions' ids and tokens. */
async function parentWithChild(request: APIRequestContext, parentName: Person, childName: Person & { tribe?: string }) {
  const parent = await createUserAsAdmin(request, { role: "parent", ...parentName });
  const child = await createUserAsAdmin(request, { role: "student", ...childName });
  const admin = await session(request, e2eAdmin.email, e2eAdmin.password);
  const parentIds = await session(request, parent.email, parent.password);
  const childIds = await session(request, child.email, child.password);
  const linked = await request.post(`/api/users/${parentIds.id}/children/${childIds.id}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(linked.ok()).toBe(true);
  return { parent, child, childIds };
}

/** The parent opens the child's accessibility page, ticks the given boxes and saves. */
async function parentSets(browser: Browser, parent: { email: string; password: string }, childId: number, boxes: RegExp[]) {
  const parentPage = await (await browser.newContext()).newPage();
  await parentPage.goto("/login");
  await signIn(parentPage, parent.email, parent.password);
  await parentPage.goto(`/dashboard/children/${childId}/accessibility`);
  for (const box of boxes) await parentPage.getByRole("checkbox", { name: box }).check();
  await parentPage.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(parentPage.getByText("Preferencias de accesibilidad guardadas").first()).toBeVisible();
}

test("a parent turns on dyslexia-friendly reading for their child, who gets it on another browser", async ({ browser, request }) => {
  const parent = await createUserAsAdmin(request, { role: "parent", firstName: "Clara", lastName: "Lectora" });
  const child = await createUserAsAdmin(request, { role: "student", firstName: "Leo", lastName: "Lector" });
  const admin = await session(request, e2eAdmin.email, e2eAdmin.password);
  const parentIds = await session(request, parent.email, parent.password);
  const childIds = await session(request, child.email, child.password);
  const linked = await request.post(`/api/users/${parentIds.id}/children/${childIds.id}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(linked.ok()).toBe(true);

  const parentPage = await (await browser.newContext()).newPage();
  await parentPage.goto("/login");
  await signIn(parentPage, parent.email, parent.password);
  await parentPage.goto(`/dashboard/children/${childIds.id}/progress`);
  await parentPage.getByRole("link", { name: "Accesibilidad y lectura" }).click();
  await expect(parentPage.getByRole("heading", { name: "Accesibilidad y lectura de Leo" })).toBeVisible();
  await parentPage.getByLabel("Muy grande").check();
  await parentPage.getByRole("checkbox", { name: /Lectura cómoda para dislexia/ }).check();
  await expect(parentPage.getByTestId("a11y-preview")).toHaveAttribute("data-dyslexia", "true");
  // The parent's own page is not changed by the child's preview.
  await expect(parentPage.locator("html")).toHaveAttribute("data-dyslexia", "false");
  await expectAccessible(parentPage);
  await parentPage.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(parentPage.getByText("Preferencias de accesibilidad guardadas").first()).toBeVisible();

  const childPage = await (await browser.newContext()).newPage();
  await childPage.goto("/login");
  await signIn(childPage, child.email, child.password);
  const html = childPage.locator("html");
  await expect(html).toHaveAttribute("data-dyslexia", "true");
  await expect(html).toHaveAttribute("data-text-size", "2");
  expect(await childPage.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("20px");
  await expectAccessible(childPage);

  // Signing out on a shared computer returns to the defaults (a child leaves from their simple home).
  await childPage.getByRole("button", { name: "Salir" }).click();
  await childPage.getByRole("dialog", { name: "¿Quieres salir?" }).getByRole("button", { name: "Sí, salir" }).click();
  await expect(html).toHaveAttribute("data-dyslexia", "false");
});

test("one's own preferences preview on the whole page and stay clean for axe in every combination", async ({ page, request }) => {
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Vera", lastName: "Contraste" });
  await page.goto("/login");
  await signIn(page, teacher.email, teacher.password);
  await page.goto("/dashboard/profile");
  const html = page.locator("html");
  await page.getByRole("checkbox", { name: /Alto contraste/ }).check();
  await expect(html).toHaveAttribute("data-contrast", "high");
  await expectAccessible(page);
  await page.getByRole("checkbox", { name: /Lectura cómoda para dislexia/ }).check();
  await page.getByRole("checkbox", { name: /Botones más grandes/ }).check();
  await page.getByLabel("Enorme").check();
  await expect(html).toHaveAttribute("data-targets", "large");
  await expectAccessible(page);
  await page.getByRole("checkbox", { name: /Alto contraste/ }).uncheck();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(page.getByText("Preferencias de accesibilidad guardadas").first()).toBeVisible();
  await page.reload();
  await expect(html).toHaveAttribute("data-dyslexia", "true");
  await expect(html).toHaveAttribute("data-text-size", "3");
});

test("a child's home is the simple one from the start; leaving asks first; a parent can switch to the full view", async ({ browser, request }) => {
  const { parent, child, childIds } = await parentWithChild(request, { firstName: "Sara", lastName: "Sencilla" }, { firstName: "Tito", lastName: "Sencillo", tribe: "Tribu 3" });
  const childPage = await (await browser.newContext()).newPage();
  await childPage.goto("/login");
  await signIn(childPage, child.email, child.password);
  await expect(childPage.getByRole("heading", { name: "¡Hola, Tito!" })).toBeVisible();
  await expect(childPage.getByTestId("sidebar")).toHaveCount(0);
  await expect(childPage.getByRole("region", { name: "Para hoy" })).toBeVisible();
  const actions = childPage.locator(".simple-actions > li");
  await expect(actions).toHaveCount(4);
  for (const name of ["Mi día", "Mis tareas", "Mis módulos", "Entregar trabajo"]) await expect(childPage.locator(".simple-actions").getByRole("link", { name })).toBeVisible();
  await expect(childPage.locator(".simple-actions").getByRole("link", { name: "Mis tareas" })).toContainText("ninguna tarea por hacer");
  await expectAccessible(childPage);
  await childPage.getByRole("navigation", { name: "Más" }).getByRole("link", { name: "Mis logros" }).click();
  await expect(childPage.getByRole("heading", { name: "Mis logros" })).toBeVisible();
  await expectAccessible(childPage);
  await childPage.getByRole("link", { name: "Inicio" }).click();
  await expect(childPage.getByRole("heading", { name: "¡Hola, Tito!" })).toBeVisible();
  await childPage.setViewportSize({ width: 390, height: 800 });
  expect(await childPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // 'Salir' asks; "No, me quedo" keeps the child on their home.
  const leave = childPage.getByRole("button", { name: "Salir" });
  await leave.click();
  const ask = childPage.getByRole("dialog", { name: "¿Quieres salir?" });
  await expect(ask).toBeVisible();
  await expectAccessible(childPage);
  await ask.getByRole("button", { name: "No, me quedo" }).click();
  await expect(ask).toBeHidden();
  await expect(childPage.getByRole("heading", { name: "¡Hola, Tito!" })).toBeVisible();
  await leave.click();
  await childPage.getByRole("dialog", { name: "¿Quieres salir?" }).getByRole("button", { name: "Sí, salir" }).click();
  await expect(childPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // The parent switches the child to the full view.
  const parentPage = await (await browser.newContext()).newPage();
  await parentPage.goto("/login");
  await signIn(parentPage, parent.email, parent.password);
  await parentPage.goto(`/dashboard/children/${childIds.id}/accessibility`);
  const simple = parentPage.getByRole("checkbox", { name: /Modo sencillo/ });
  await expect(simple).toBeChecked();
  await simple.uncheck();
  await parentPage.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(parentPage.getByText("Preferencias de accesibilidad guardadas").first()).toBeVisible();
  const fullPage = await (await browser.newContext()).newPage();
  await fullPage.goto("/login");
  await signIn(fullPage, child.email, child.password);
  await expect(fullPage.getByTestId("sidebar")).toBeVisible();
  await expect(fullPage.locator(".simple-actions")).toHaveCount(0);
});

// Every combination of what changes colours and layout (dyslexia, contrast, larger targets, theme), with
// the four text sizes, reduced motion and hidden timers spread over them, on the child's simple screens:
// 16 profiles × 2 screens, each checked with axe. One journey per dyslexia × contrast pair, each with a
// family of its own, so that the four run side by side instead of one taking minutes alone.
for (const dyslexiaFriendly of [false, true]) {
  for (const highContrast of [false, true]) {
    const pair = `${dyslexiaFriendly ? "dyslexia-friendly" : "usual"} reading, ${highContrast ? "high" : "normal"} contrast`;
    const familyName = ["Uno", "Dos", "Tres", "Cuatro"][(dyslexiaFriendly ? 2 : 0) + (highContrast ? 1 : 0)];
    test(`a parent turns on dyslexia-friendly reading and simple mode together; the child gets both, clean for axe in every profile combination (${pair})`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const { parent, child, childIds } = await parentWithChild(
        request,
        { firstName: "Nora", lastName: `Combinada ${familyName}` },
        { firstName: "Iván", lastName: `Combinado ${familyName}`, tribe: "Tribu 1" },
      );
      await parentSets(browser, parent, childIds.id, [/Lectura cómoda para dislexia/, /Modo sencillo/]);

      const childPage = await (await browser.newContext()).newPage();
      await childPage.goto("/login");
      await signIn(childPage, child.email, child.password);
      const html = childPage.locator("html");
      await expect(html).toHaveAttribute("data-dyslexia", "true");
      await expect(childPage.locator(".simple-actions")).toBeVisible();
      await expect(childPage.getByTestId("sidebar")).toHaveCount(0);

      const parentToken = await childPage.evaluate(
        async (credentials) => ((await (await fetch("/api/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(credentials) })).json()) as { token: string }).token,
        { email: parent.email, password: parent.password },
      );

      // The profile's place in the 16, as when they ran in one journey: it spreads the text sizes,
      // reduced motion and hidden timers the same way.
      let index = (dyslexiaFriendly ? 8 : 0) + (highContrast ? 4 : 0);
      for (const largerTargets of [false, true]) {
        for (const theme of ["dark", "light"]) {
          const profile = { textSize: index % 4, dyslexiaFriendly, highContrast, reducedMotion: index % 2 === 1, largerTargets, hideTimers: index % 3 === 0, simpleMode: true };
          index += 1;
          // Saved by the parent (the child reads her profile, the adults change it: issue 33), sent from a
          // browser: Playwright's request context may reuse a keep-alive connection the server has just
          // closed after 10 s idle (ECONNRESET), which a browser retries on its own.
          const saved = await childPage.evaluate(
            async ({ id, token, body }) =>
              (await fetch(`/api/users/${id}/accessibility`, { method: "PUT", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })).ok,
            { id: childIds.id, token: parentToken, body: profile },
          );
          expect(saved).toBe(true);
          await childPage.evaluate((value) => localStorage.setItem("theme", value), theme);
          for (const path of ["/dashboard", "/dashboard/mi-dia"]) {
            await childPage.goto(path);
            await expect(html).toHaveAttribute("data-contrast", highContrast ? "high" : "normal");
            await expect(html).toHaveAttribute("data-text-size", String(profile.textSize));
            await expect(html).toHaveAttribute("data-theme", theme);
            await expect(childPage.getByRole("heading", { level: 1 })).toBeVisible();
            await expectAccessible(childPage);
          }
        }
      }
    });
  }
}

test("on a slow line, a choice made while the saved profile loads is not wiped when it arrives", async ({ browser, request }) => {
  const { parent, child, childIds } = await parentWithChild(request, { firstName: "Lenta", lastName: "Conexión" }, { firstName: "Tomás", lastName: "Lento" });
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await signIn(page, parent.email, parent.password);
  // The saved profile arrives 1.5 s late, as on a weak phone signal.
  await page.route(/\/trpc\/[^?]*accessibility\.get/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/dashboard/children/${childIds.id}/accessibility`);
  await page.getByLabel("Muy grande").check();
  await page.getByRole("checkbox", { name: /Lectura cómoda para dislexia/ }).check();
  await expect(page.getByLabel("Muy grande")).toBeChecked();
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(page.getByText("Preferencias de accesibilidad guardadas").first()).toBeVisible();
  const saved = await request.post("/api/login", { data: { email: child.email, password: child.password } });
  const token = ((await saved.json()) as { token: string }).token;
  const profile = await request.get(`/api/users/${childIds.id}/accessibility`, { headers: { authorization: `Bearer ${token}` } });
  expect(await profile.json()).toMatchObject({ textSize: 2, dyslexiaFriendly: true });
});

test("with no theme chosen, the page takes the device's from the first paint and follows it; native controls match", async ({ browser }) => {
  for (const [device, expected] of [["dark", "dark"], ["light", "light"], ["no-preference", "light"]] as const) {
    const page = await (await browser.newContext({ colorScheme: device })).newPage();
    // The app's script is held back: what shows now is the first paint, before React runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.body !== null);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", expected);
    expect(await html.evaluate((element) => getComputedStyle(element).colorScheme)).toBe(expected);
    release();
    await expect(page.getByRole("button", { name: expected === "dark" ? "Cambiar a tema claro" : "Cambiar a tema oscuro" })).toBeVisible();
    await expect(html).toHaveAttribute("data-theme", expected);
    await page.context().close();
  }

  // The device changes (e.g. night mode at dusk): the page follows at once, until someone picks a theme.
  const page = await (await browser.newContext({ colorScheme: "light" })).newPage();
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveAttribute("data-theme", "dark");
  expect(await html.evaluate((element) => getComputedStyle(element).colorScheme)).toBe("dark");
  await expect(page.getByRole("button", { name: "Cambiar a tema claro" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Cambiar a tema claro" }).click();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "light");
  await page.emulateMedia({ colorScheme: "light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveAttribute("data-theme", "light");
});

test("the dyslexia profile reads in Atkinson Hyperlegible, self-hosted, with its spacing on every element; nobody else downloads it", async ({ page, request }) => {
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Dalia", lastName: "Letras" });
  const fontRequests: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith(".woff2")) fontRequests.push(sent.url());
  });
  await page.goto("/login");
  await signIn(page, teacher.email, teacher.password);
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("checkbox", { name: /Lectura cómoda para dislexia/ })).toBeVisible();
  expect(fontRequests).toEqual([]);

  await page.getByRole("checkbox", { name: /Lectura cómoda para dislexia/ }).check();
  await expect(page.locator("html")).toHaveAttribute("data-dyslexia", "true");
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready) && document.fonts.check('16px "Tribu Lectura"'))).toBe(true);
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.includes("Tribu Lectura") && face.status === "loaded"))).toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(fontRequests.every((url) => /atkinson-hyperlegible/.test(url))).toBe(true);

  // Body, paragraphs, buttons and fields all keep the wider letter and word spacing and the taller lines.
  const styles = await page.evaluate(() => {
    const read = (element: Element | null) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      const size = Number.parseFloat(style.fontSize);
      return {
        family: style.fontFamily,
        letter: Number.parseFloat(style.letterSpacing) / size,
        word: Number.parseFloat(style.wordSpacing) / size,
        line: Number.parseFloat(style.lineHeight) / size,
      };
    };
    return {
      body: read(document.body),
      paragraph: read(document.querySelector("main p, section p")),
      button: read(document.querySelector("main button, section button")),
      field: read(document.querySelector("main input:not([type=checkbox]):not([type=radio]), section input:not([type=checkbox]):not([type=radio])")),
    };
  });
  for (const [where, style] of Object.entries(styles)) {
    expect(style, where).not.toBeNull();
    expect(style?.family, where).toMatch(/^"Tribu Lectura"/);
    expect(style?.letter, where).toBeCloseTo(0.05, 2);
    expect(style?.word, where).toBeCloseTo(0.16, 2);
  }
  expect(styles.body?.line).toBeCloseTo(1.8, 1);
  expect(styles.paragraph?.line).toBeCloseTo(1.8, 1);
  await expectAccessible(page);
});

test("with 'Ocultar relojes y contadores' a message stays until it is closed, with a close button of at least 44 px", async ({ page, request }) => {
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Tina", lastName: "Tiempo" });
  await page.goto("/login");
  await signIn(page, teacher.email, teacher.password);
  await page.goto("/dashboard/profile");
  const messages = page.getByRole("region", { name: "Notificaciones (F8)" }).getByRole("listitem").filter({ hasText: "Preferencias de accesibilidad guardadas" });

  // Without it, a message goes away by itself after 5 seconds.
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(messages).toHaveCount(1);
  await expect(messages).toHaveCount(0, { timeout: 8_000 });

  await page.getByRole("checkbox", { name: /Ocultar relojes y contadores/ }).check();
  await expect(page.locator("html")).toHaveAttribute("data-hide-timers", "true");
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(messages).toHaveCount(1);
  await page.mouse.move(0, 0); // not hovering the message, which would pause it anyway
  await page.waitForTimeout(7_000);
  await expect(messages).toHaveCount(1);
  const close = messages.getByRole("button", { name: "Cerrar notificación" });
  const box = await close.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await close.click();
  await expect(messages).toHaveCount(0);
});

test("with 'Botones más grandes' every button, field and link alone is at least 56 px (modules list, profile, visual day)", async ({ page, request }) => {
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Gala", lastName: "Grande" });
  const teacherIds = await session(request, teacher.email, teacher.password);
  const admin = await session(request, e2eAdmin.email, e2eAdmin.password);
  const suffix = Date.now().toString(36).slice(-5);
  const materia = `Tacto ${suffix}`;
  await request.post("/api/materias", { headers: { authorization: `Bearer ${admin.token}` }, data: { name: materia } });
  await request.post("/api/tribe-materias", { headers: { authorization: `Bearer ${admin.token}` }, data: { tribeName: "Tribu 1", materiaName: materia } });
  const created = await request.post("/api/modules", {
    headers: { authorization: `Bearer ${teacherIds.token}` },
    data: { title: `Tocar grande ${suffix}`, description: "Botones fáciles de tocar.", tribe: "Tribu 1", materias: [materia] },
  });
  expect(created.ok()).toBe(true);
  const profile = { textSize: 0, dyslexiaFriendly: false, highContrast: false, reducedMotion: false, largerTargets: true, hideTimers: false, simpleMode: false };
  expect((await request.put(`/api/users/${teacherIds.id}/accessibility`, { headers: { authorization: `Bearer ${teacherIds.token}` }, data: profile })).ok()).toBe(true);

  await page.goto("/login");
  await signIn(page, teacher.email, teacher.password);
  await expect(page.locator("html")).toHaveAttribute("data-targets", "large");
  for (const path of ["/dashboard/modules", "/dashboard/profile", "/dashboard/visual-day"]) {
    await page.goto(path);
    if (path === "/dashboard/modules") await expect(page.getByRole("link", { name: `Tocar grande ${suffix}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const small = await page.evaluate(() => {
      const found: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>("a, button, input, select, textarea, summary")) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // A checkbox or radio inside its label: the whole label is what is tapped.
        if (element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type) && element.closest("label")) continue;
        const { fontSize } = getComputedStyle(element);
        // Links inside running text stay in their line (WCAG 2.5.8 exempts them).
        const inText = element.tagName === "A" && element.parentElement?.tagName === "P";
        if (!inText && (box.width < 55.5 || box.height < 55.5)) found.push(`${element.outerHTML.slice(0, 80)} ${Math.round(box.width)}x${Math.round(box.height)} ${fontSize}`);
      }
      return found;
    });
    expect(small, path).toEqual([]);
  }
});
