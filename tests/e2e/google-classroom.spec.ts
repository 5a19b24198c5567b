import { type Browser, expect, type Page, test } from "@playwright/test";
import { classroomMessages } from "../../common/google-classroom/google-classroom.schema";
import { answerTrpcWith, pretendClassroomConnected } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible, signIn } from "./fixtures";

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  return page;
}

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

// The e2e server has no Google credentials: the screen explains the setup and offers no fake connection.
for (const width of [1280, 390]) {
  test(`admin without Google credentials sees how to configure Classroom (${width} px)`, async ({ browser, baseURL }) => {
    const page = await adminPage(browser, width);
    await page.goto("/dashboard/google-classroom");
    await expect(page.getByRole("heading", { level: 1, name: "Google Classroom" })).toBeVisible();
    const guide = page.getByRole("region", { name: "Google Classroom aún no está configurado" });
    await expect(guide).toBeVisible();
    for (const variable of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_REDIRECT_URI"]) {
      await expect(guide.getByText(variable, { exact: true })).toBeVisible();
    }
    await expect(guide.getByText(`${baseURL}/api/google-classroom/callback`, { exact: true })).toBeVisible();
    await expect(guide).toContainText("Solo un administrador puede conectar");
    await expect(page.getByRole("button", { name: "Conectar con Google Classroom" })).toHaveCount(0);
    await expect(page.getByText("Conectado a Google Classroom")).toHaveCount(0);
    await expectNoSideways(page);
    await expectAccessible(page);
  });
}

test("coming back from a refused Google authorisation shows the error and clears the address", async ({ browser }) => {
  const page = await adminPage(browser, 390);
  await page.goto("/dashboard/google-classroom?error=true");
  await expect(page.getByRole("alert").filter({ hasText: "Error de autorización con Google Classroom" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/google-classroom$/);
  await expectAccessible(page);
});

// The e2e server has no Google credentials: the connection and Google's refusal are answered as the
// server answers them (tests/api/google-classroom.test.ts checks that answer against the fake Google).
test("Google refusing the course list keeps the admin on the Classroom page, signed in, with a way to reconnect", async ({ browser }) => {
  const page = await adminPage(browser, 390);
  await pretendClassroomConnected(page);
  const message = classroomMessages.refusedByGoogle("ClassroomApiDisabled");
  await answerTrpcWith(page, "googleClassroom.courses", {
    error: { message, code: -32603, data: { code: "BAD_GATEWAY", httpStatus: 502, path: "googleClassroom.courses" } },
  });
  const consent = "/consentimiento-de-google";
  await answerTrpcWith(page, "googleClassroom.authUrl", { result: { data: { url: consent } } });

  let asked = 0;
  page.on("request", (request) => {
    if (request.url().includes("googleClassroom.courses")) asked += 1;
  });

  await page.goto("/dashboard/google-classroom");
  await page.getByRole("button", { name: "Crear Nueva Tarea" }).click();
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  // Google's refusal stays the same until the admin reconnects: the list is not asked again (the first retry would come after 1 s).
  await page.waitForTimeout(1500);
  expect(asked).toBe(1);
  await expect(page).toHaveURL(/\/dashboard\/google-classroom$/);
  await expect(page.getByRole("heading", { name: "Conectado a Google Classroom" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Volver a conectar con Google Classroom" }).click();
  await expect(page).toHaveURL(new RegExp(`${consent}$`));
});

// Issue 34: the maximum points are typed as a Colombian writes them ("1.000"), in a text field read by
// common/numbers.ts, never type=number; what cannot be a number is said before anything is sent.
test("the assignment's maximum points take '1.000' and refuse '12,5' before sending", async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  await pretendClassroomConnected(page);
  await answerTrpcWith(page, "googleClassroom.courses", { result: { data: [{ id: "c-101", name: "Matemáticas", section: "Tribu 1" }] } });
  const sent: unknown[] = [];
  await page.route(/\/trpc\/googleClassroom\.createAssignment/, async (route) => {
    sent.push(route.request().postDataJSON());
    const courseWork = { id: "cw-1", title: "Fracciones", alternateLink: null };
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ result: { data: { success: true, message: "Tarea creada", courseWork } } }) });
  });

  await page.goto("/dashboard/google-classroom");
  await page.getByRole("button", { name: "Crear Nueva Tarea" }).click();
  await page.getByLabel("Curso (obligatorio)").selectOption("c-101");
  await page.getByLabel("Título (obligatorio)").fill("Fracciones");
  await page.getByLabel("Descripción (obligatoria)").fill("Resolver la guía de fracciones.");
  const points = page.getByLabel("Puntuación máxima");
  await expect(points).toHaveAttribute("type", "text");
  await points.fill("12,5");
  await page.getByRole("button", { name: "Crear Tarea" }).click();
  await expect(points).toHaveAttribute("aria-invalid", "true");
  expect(sent).toHaveLength(0);

  await points.fill("1.000");
  await page.getByRole("button", { name: "Crear Tarea" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Fracciones" }).first()).toBeVisible();
  expect(JSON.stringify(sent[0])).toContain('"maxPoints":1000');
});
