import { type APIRequestContext, type Browser, expect, type Locator, type Page } from "@playwright/test";
import { signIn } from "./fixtures";

export async function pageAs(browser: Browser, who: { email: string; password: string }, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto("/login");
  await signIn(page, who.email, who.password);
  return page;
}

/** JSON calls to the REST API with one person's session. */
export function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  async function call<T>(method: "post" | "put", path: string, data: unknown): Promise<T> {
    const response = await request[method](path, { headers, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }
  return {
    post: <T = Record<string, unknown>>(path: string, data: unknown) => call<T>("post", path, data),
    put: <T = Record<string, unknown>>(path: string, data: unknown) => call<T>("put", path, data),
    async multipart(path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) {
      const response = await request.post(path, { headers, multipart });
      if (!response.ok()) throw new Error(`post ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    },
  };
}

export async function sessionOf(request: APIRequestContext, who: { email: string; password: string }): Promise<{ token: string; id: number }> {
  const response = await request.post("/api/login", { data: who });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

/**
 * Opens the dialog with a click on `opener` and closes it with its own Cancelar (or Cerrar), then
 * opens it again from the keyboard and closes it with Escape: each time focus is back on the opener.
 */
export async function closesBackToOpener(page: Page, opener: Locator, name: string | RegExp): Promise<void> {
  const dialog = page.getByRole("dialog", { name });
  await opener.click();
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
  await expect.poll(focusInside, `«${name}» takes the focus when it opens`).toBe(true);
  const footer = dialog.locator(".modal-footer").getByRole("button", { name: /^(Cancelar|Cerrar)$/ });
  const cancel = (await footer.count()) > 0 ? footer.first() : dialog.getByRole("button", { name: "Cerrar", exact: true }).first();
  await cancel.click();
  await expect(dialog).toBeHidden();
  await expect(opener, `after «${name}» is cancelled, focus is on its opener`).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect.poll(focusInside, `«${name}» opened by the keyboard takes the focus`).toBe(true);
  // Radix listens for Escape from an effect that runs after the dialog is painted; on a busy page a
  // key pressed at once could come first (the visual day's flake). Two frames later the effects ran.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener, `after Escape in «${name}», focus is on its opener`).toBeFocused();
}

/** The heading the page reads from: the h1 in the content area. */
export function pageHeading(page: Page, name: string | RegExp): Locator {
  return page.locator("main").getByRole("heading", { level: 1, name });
}

/** The e2e server has no Google credentials: its status answer is swapped for a connected account. */
export async function pretendClassroomConnected(page: Page): Promise<void> {
  const connected = {
    configured: true,
    connected: true,
    expiresAt: "2099-01-01T10:00:00.000Z",
    renewsAutomatically: true,
    connectedAt: "2026-01-01T10:00:00.000Z",
    connectedBy: "Administración",
    redirectUri: null,
    error: null,
  };
  await answerTrpcWith(page, "googleClassroom.status", { result: { data: connected } });
}

type TrpcAnswer = { result: { data: unknown } } | { error: { message: string; code: number; data: { code: string; httpStatus: number; path: string } } };

/** Swaps one tRPC procedure's answer for `answer`, alone or inside a batch (whose other calls still reach the server). */
export async function answerTrpcWith(page: Page, procedure: string, answer: TrpcAnswer): Promise<void> {
  await page.route(new RegExp(`/trpc/[^?]*${procedure.replace(".", "\\.")}`), async (route) => {
    const url = new URL(route.request().url());
    const names = decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",");
    const batched = url.searchParams.has("batch");
    const original = batched ? ((await (await route.fetch()).json()) as unknown[]) : [];
    const results = names.map((name, index) => (name === procedure ? answer : original[index]));
    const status = names.length === 1 && "error" in answer ? answer.error.data.httpStatus : 200;
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(batched ? results : results[0]) });
  });
}
