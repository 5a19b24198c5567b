import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin, signIn } from "./fixtures";
import { adminToken, createModule, createPerson, tag } from "./people-fixtures";

/** Issue 22: the people screens, layout and navigation. */

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/login");
  await signIn(page, email, password);
}

/** What a person would see cut: a cell's content, or a control's text (any option of a select) wider than its box. */
async function clippedInUsersTable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const table = document.querySelector("table.data-table");
    if (!table) return ["no table"];
    const ruler = document.createElement("span");
    ruler.style.cssText = "position:absolute;visibility:hidden;white-space:pre;left:-9999px";
    document.body.append(ruler);
    const textWidth = (text: string, font: string) => {
      ruler.style.font = font;
      ruler.textContent = text;
      return ruler.getBoundingClientRect().width;
    };
    for (const cell of table.querySelectorAll("th, td")) {
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`celda: ${cell.textContent}`);
    }
    for (const control of table.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
      const style = getComputedStyle(control);
      const texts =
        control instanceof HTMLSelectElement ? [...control.options].map((o) => o.text) : [control.value || control.placeholder];
      // a select keeps about 16 px for its arrow (Chromium)
      const room = control.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - (control instanceof HTMLSelectElement ? 16 : 0);
      for (const text of texts) if (textWidth(text, style.font) > room + 1) problems.push(`${control.getAttribute("aria-label")}: «${text}»`);
    }
    ruler.remove();
    return problems;
  });
}

test("the users table shows every cell whole at 1280, 1366 and 1600 px; what does not fit scrolls in its own labelled region", async ({ page, request }) => {
  const token = await adminToken(request);
  const surname = `Ancho${tag()}`;
  await createPerson(request, token, { role: "parent", firstName: "María José", lastName: `Núñez ${surname}` });
  await createPerson(request, token, { role: "teacher", firstName: "Juan Sebastián", lastName: `Rodríguez ${surname}` });
  await createPerson(request, token, { role: "student", firstName: "Ana", lastName: `Zapata ${surname}`, tribe: "Tribu 3" });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  for (const width of [1280, 1366, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/users?search=${surname}`);
    await expect(page.getByText("Mostrando 3 de 3 usuarios")).toBeVisible();
    expect(await clippedInUsersTable(page), `${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
    const region = page.getByRole("region", { name: "Tabla de usuarios" });
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (scrolls) {
      await expect(page.getByText(/Desliza la tabla/)).toBeVisible();
      await expect(region).toHaveAttribute("tabindex", "0");
    }
  }
  // an empty phone reads as empty (in the person's 'Editar' dialog): the hint has no number that could pass for someone's
  await page.getByRole("button", { name: /^Editar a Ana Zapata/ }).click();
  const phone = page.getByRole("dialog").getByLabel("Teléfono");
  await expect(phone).toHaveValue("");
  expect(await phone.getAttribute("placeholder")).not.toMatch(/\d/);
});

test("unsaved edits in the users table are not lost by leaving: the page asks first", async ({ page, request }) => {
  const token = await adminToken(request);
  const surname = `Guarda${tag()}`;
  await createPerson(request, token, { role: "student", firstName: "Lucas", lastName: surname });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto(`/dashboard/users?search=${surname}`);
  // typed in the person's 'Editar' dialog and closed without saving: the row says so, the page keeps it
  await page.getByRole("button", { name: `Editar a Lucas ${surname}` }).click();
  await page.getByRole("dialog").getByLabel("Notas").fill("Llega tarde los lunes");
  await page.getByRole("dialog").getByRole("button", { name: "Volver a la lista" }).click();
  await expect(page.getByText("Sin guardar", { exact: true })).toBeVisible();
  const notes = {
    async value() {
      await page.getByRole("button", { name: `Editar a Lucas ${surname}` }).click();
      const text = await page.getByRole("dialog").getByLabel("Notas").inputValue();
      await page.getByRole("dialog").getByRole("button", { name: "Volver a la lista" }).click();
      return text;
    },
  };

  // another page of the menu: the question comes, and 'Seguir editando' keeps everything
  await page.getByRole("navigation").getByRole("link", { name: "Padres" }).click();
  const ask = page.getByRole("dialog", { name: "¿Salir sin guardar?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Seguir editando" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/users/);
  expect(await notes.value()).toBe("Llega tarde los lunes");

  // signing out asks too; staying keeps the session and the edit
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Seguir editando" }).click();
  await expect(ask).toBeHidden();
  expect(await notes.value()).toBe("Llega tarde los lunes");

  // closing or reloading the tab gets the browser's question (the page holds the unload back)
  const heldBack = await page.evaluate(() => {
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    return unload.defaultPrevented;
  });
  expect(heldBack).toBe(true);

  // 'Salir sin guardar' leaves, and nothing was stored
  await page.getByRole("navigation").getByRole("link", { name: "Padres" }).click();
  await page.getByRole("dialog", { name: "¿Salir sin guardar?" }).getByRole("button", { name: "Salir sin guardar" }).click();
  await expect(page).toHaveURL(/\/dashboard\/padres/);
  await page.goto(`/dashboard/users?search=${surname}`);
  await expect(page.getByText("Sin guardar", { exact: true })).toHaveCount(0);
  expect(await notes.value()).toBe("");
});

test("the people list has one name per role: the menu entry, the top bar, the tab and the heading say the same", async ({ page, request }) => {
  const token = await adminToken(request);
  const teacher = await createPerson(request, token, { role: "teacher", firstName: "Teresa", lastName: `Nombres${tag()}` });
  const cases = [
    { email: e2eAdmin.email, password: e2eAdmin.password, name: "Usuarios" },
    { email: teacher.email, password: teacher.password, name: "Mis Estudiantes" },
  ];
  for (const who of cases) {
    await signInAs(page, who.email, who.password);
    await page.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: who.name, exact: true }).click();
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(who.name);
    await expect(page.locator(".topbar-title")).toHaveText(who.name);
    await expect(page).toHaveTitle(`${who.name} · Tribu`);
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeHidden();
  }
});

test("a signed-in person on the landing page is offered their panel, not the sign-in buttons", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Acceso" }).getByRole("link", { name: "Iniciar Sesión" })).toBeVisible();
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/");
  const access = page.getByRole("navigation", { name: "Acceso" });
  await expect(access.getByRole("link", { name: "Ir a mi panel" })).toBeVisible();
  await expect(access.getByRole("link", { name: "Iniciar Sesión" })).toHaveCount(0);
  await expect(access.getByRole("link", { name: "Registrarse" })).toHaveCount(0);
  await access.getByRole("link", { name: "Ir a mi panel" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("under the login banner a suspended account and a locked one are each told what happened", async ({ page, request }) => {
  const token = await adminToken(request);
  const suspended = await createPerson(request, token, { role: "student", firstName: `Suspendida${tag()}` });
  await request.put(`/api/users/${suspended.id}`, { headers: { authorization: `Bearer ${token}` }, data: { status: "suspended" } });
  await page.goto("/login");
  await page.getByLabel("Correo Electrónico").fill(suspended.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(suspended.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Error al iniciar sesión");
  await expect(alert).toContainText("Tu cuenta está suspendida. Habla con la administración de la escuela para que la vuelva a activar.");

  // ten wrong passwords lock the account from this address for a while
  const locked = await createPerson(request, token, { role: "student", firstName: `Bloqueada${tag()}` });
  for (let i = 0; i < 10; i++) expect((await request.post("/api/login", { data: { email: locked.email, password: `mala-${i}` } })).status()).toBe(401);
  await page.getByLabel("Correo Electrónico").fill(locked.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(locked.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(alert).toContainText("Error al iniciar sesión");
  await expect(alert).toContainText("Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.");
  await expect(page).toHaveURL(/\/login/);
});

test("an address naming no record shows 'No encontramos esta página' with a way back, not an error", async ({ page }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  for (const path of [
    "/dashboard/assignments/abc",
    "/dashboard/assignments/987654321",
    "/dashboard/assignments/12abc/edit",
    "/dashboard/children/abc/progress",
    "/dashboard/students/-3/accessibility",
  ]) {
    await page.goto(path);
    await expect(page.locator("main").getByRole("heading", { level: 1 }), path).toHaveText("No encontramos esta página");
    await expect(page.getByRole("alert"), path).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Volver a mi panel" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Volver a mi panel" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Pairs of buttons or links of the page's main area whose boxes overlap. */
async function overlappingControls(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const controls = [...main.querySelectorAll<HTMLElement>("a.btn, button, a.link-button")].filter((el) => el.offsetParent !== null);
    const boxes = controls.map((el) => ({ name: el.textContent?.trim() ?? "", box: el.getBoundingClientRect() }));
    const found: string[] = [];
    boxes.forEach((one, i) => {
      for (const other of boxes.slice(i + 1)) {
        const [a, b] = [one.box, other.box];
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) found.push(`${one.name} / ${other.name}`);
      }
    });
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const card = el.closest(".card")?.getBoundingClientRect();
      if (card && (box.right > card.right + 1 || box.left < card.left - 1)) found.push(`${el.textContent?.trim()} sale de su tarjeta`);
    }
    return found;
  });
}

test("the teacher's dashboard keeps its buttons apart at 1024 px; the collapsed sidebar shows the whole logo", async ({ page, request }) => {
  const token = await adminToken(request);
  const teacher = await createPerson(request, token, { role: "teacher", firstName: "Tomás", lastName: `Panel${tag()}` });
  for (let i = 0; i < 7; i++) await createModule(request, token, `Módulo de panel ${i} ${tag()}`);
  await page.setViewportSize({ width: 1024, height: 700 });
  await signInAs(page, teacher.email, teacher.password);
  await expect(page.getByRole("heading", { name: "¡Hola, Tomás!" })).toBeVisible();
  expect(await overlappingControls(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Contraer menú" }).click();
  const logo = await page.getByTestId("sidebar").evaluate((sidebar) => {
    const mark = sidebar.querySelector(".brand-mark")?.getBoundingClientRect();
    const side = sidebar.getBoundingClientRect();
    return { markLeft: mark?.left ?? -1, markRight: mark?.right ?? 1e6, left: side.left, inner: side.left + sidebar.clientWidth };
  });
  expect(logo.markLeft).toBeGreaterThanOrEqual(logo.left);
  // the browser here hides scrollbars; on a desktop a long menu brings one of up to 17 px, and the logo must still fit
  expect(logo.markRight + 17).toBeLessThanOrEqual(logo.inner);
});
