import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSheetProductCatalogue } from "../../integrations/google-sheets/products-sheet.js";
import { createSheetsGateway } from "../../integrations/google-sheets/sheets-gateway.js";
import { createTodoSheet } from "../../integrations/google-sheets/todo-sheet.js";
import { VendorError } from "../../integrations/vendor-error.js";
import { createCloudApiChannel } from "../../integrations/whatsapp/whatsapp-channel.js";
import { type FakeClassroomServer, startFakeClassroomServer } from "../fakes/google-classroom-server.js";
import { type FakeNotionServer, startFakeNotionServer } from "../fakes/notion-server.js";
import { type FakeSheetsServer, startFakeSheetsServer } from "../fakes/sheets-server.js";
import { type FakeGraphServer, startFakeGraphServer } from "../fakes/whatsapp-graph-server.js";
import { withVendorAnswers } from "../../server/lib/vendor-errors.js";
import { catalogueVendorAnswers } from "../../server/domains/quotations/quotations.port.js";
import { todoVendorAnswers } from "../../server/domains/todo/todo.port.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * A vendor that never answers (the fakes' `stalled`): every call gives up after VENDOR_TIMEOUT_SECONDS
 * and the admin reads which vendor did not answer, as a 504, instead of a screen that waits for ever.
 */
// Short, yet long enough for the calls that set a test up (the OAuth exchange) on a busy machine.
const timeout = { VENDOR_TIMEOUT_SECONDS: "1" };

describe("Google Classroom that does not answer", () => {
  let platform: TestPlatform;
  let google: FakeClassroomServer;
  let admin: Actor;
  const redirectUri = "http://127.0.0.1:4321/api/google-classroom/callback";

  beforeAll(async () => {
    google = await startFakeClassroomServer();
    platform = await createTestPlatform({
      ...timeout,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_REDIRECT_URI: redirectUri,
      GOOGLE_CLASSROOM_ROOT_URL: google.rootUrl,
      GOOGLE_OAUTH_AUTH_URL: google.authUrl,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_OAUTH_REVOKE_URL: google.revokeUrl,
    });
    admin = await firstAdmin(platform);
    const consent = await fetch((await rest(admin, "GET", "/api/google-classroom/auth-url")).json().url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");
    const callback = await rest(platform, "GET", `${back.pathname}${back.search}`);
    expect(callback.headers.location).toBe("/dashboard/google-classroom?success=true&service=classroom");
  });
  afterAll(async () => {
    google.stalled = false;
    await platform.close();
    await google.close();
  });

  it("answers 504 'Google Classroom no respondió a tiempo' on REST and tRPC, and stays connected", async () => {
    google.stalled = true;
    try {
      const courses = await rest(admin, "GET", "/api/google-classroom/courses");
      expect(courses.statusCode).toBe(504);
      expect(courses.json()).toEqual({ error: "GATEWAY_TIMEOUT", message: "Google Classroom no respondió a tiempo. Inténtalo de nuevo en unos minutos." });
      const viaTrpc = await trpcQuery(platform.app, "googleClassroom.courses", undefined, bearer(admin.token));
      expect(viaTrpc.json().error).toMatchObject({ message: "Google Classroom no respondió a tiempo. Inténtalo de nuevo en unos minutos.", data: { code: "GATEWAY_TIMEOUT", httpStatus: 504 } });
      const work = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-101", { title: "Lectura", description: "Capítulo 3" });
      expect(work.json().message).toBe("Google Classroom no respondió a tiempo. Inténtalo de nuevo en unos minutos.");
    } finally {
      google.stalled = false;
    }
    expect((await rest(admin, "GET", "/api/google-classroom/status")).json()).toMatchObject({ connected: true });
  });
});

describe("Google Sheets (CRM) that does not answer", () => {
  let platform: TestPlatform;
  let sheets: FakeSheetsServer;
  let admin: Actor;

  beforeAll(async () => {
    sheets = await startFakeSheetsServer();
    sheets.setSheet("crm-lento", "CRM", [["Empresa", "Contacto", "Email", "Teléfono", "Dirección", "Estado", "Proyectos", "Ingresos", "Último Contacto", "Notas", "ID"]]);
    platform = await createTestPlatform({ ...timeout, GOOGLE_SHEETS_API_KEY: "clave-de-prueba", GOOGLE_SHEETS_ROOT_URL: sheets.rootUrl, CRM_SPREADSHEET_ID: "crm-lento" });
    admin = await firstAdmin(platform);
  });
  afterAll(async () => {
    sheets.stalled = false;
    await sheets.releaseHeld();
    await platform.close();
    await sheets.close();
  });

  it("answers 504 'Google Sheets no respondió a tiempo' for the client list", async () => {
    sheets.stalled = true;
    const list = await rest(admin, "GET", "/api/crm/clients");
    expect(list.statusCode).toBe(504);
    expect(list.json().message).toBe("Google Sheets no respondió a tiempo. Inténtalo de nuevo en unos minutos.");
    sheets.stalled = false;
    await sheets.releaseHeld();
    expect((await rest(admin, "GET", "/api/crm/clients")).statusCode).toBe(200);
  });
});

describe("Google Sheets (to-do list and product catalogue) that does not answer", () => {
  let sheets: FakeSheetsServer;

  beforeAll(async () => {
    sheets = await startFakeSheetsServer();
    sheets.setSheet("pendientes", "Sheet1", [["title"]]);
    sheets.setSheet("productos", "Sheet1", [["Producto", "Precio"]]);
  });
  afterAll(async () => {
    sheets.stalled = false;
    await sheets.releaseHeld();
    await sheets.close();
  });

  it("answers each tool's Spanish message as a 504", async () => {
    const gateway = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "token" }, rootUrl: sheets.rootUrl, timeoutMs: 1000 });
    sheets.stalled = true;
    const todo = withVendorAnswers(createTodoSheet({ gateway, spreadsheetId: "pendientes", sheetName: "Sheet1" }), todoVendorAnswers);
    await expect(todo.list()).rejects.toMatchObject({ code: "GATEWAY_TIMEOUT", message: "Google Sheets no respondió a tiempo. Inténtalo de nuevo en unos minutos." });
    const catalogue = withVendorAnswers(createSheetProductCatalogue(gateway, "productos", "Sheet1"), catalogueVendorAnswers);
    await expect(catalogue.all()).rejects.toMatchObject({
      code: "GATEWAY_TIMEOUT",
      message: "Google Sheets no respondió a tiempo al cargar los productos. Inténtalo de nuevo en unos minutos.",
    });
  });
});

describe("Notion that does not answer", () => {
  let platform: TestPlatform;
  let notion: FakeNotionServer;
  let admin: Actor;

  beforeAll(async () => {
    notion = await startFakeNotionServer();
    platform = await createTestPlatform({ ...timeout, NOTION_TOKEN: "secret_escuela", NOTION_DATABASE_ID: notion.databaseId, NOTION_BASE_URL: notion.baseUrl });
    admin = await firstAdmin(platform);
  });
  afterAll(async () => {
    await platform.close();
    await notion.close();
  });

  it("answers 504 'Notion no respondió a tiempo' for the task board", async () => {
    notion.stalled = true;
    const list = await rest(admin, "GET", "/api/notion/tasks");
    expect(list.statusCode).toBe(504);
    expect(list.json().message).toBe("Notion no respondió a tiempo. Inténtalo de nuevo en unos minutos.");
    notion.stalled = false;
    expect((await rest(admin, "GET", "/api/notion/tasks")).statusCode).toBe(200);
  });
});

describe("WhatsApp Cloud API that does not answer", () => {
  let graph: FakeGraphServer;

  beforeAll(async () => {
    graph = await startFakeGraphServer({ token: "token", phoneNumberId: "1098765" });
  });
  afterAll(() => graph.close());

  it("fails the send with 'WhatsApp no respondió a tiempo', kept on the message", async () => {
    graph.stalled = true;
    const channel = createCloudApiChannel({ token: "token", phoneNumberId: "1098765", graphHost: graph.url, graphVersion: "v25.0", timeoutMs: 300 });
    const failure = await channel.sendText("573001234567", "Hola").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VendorError);
    expect(failure).toMatchObject({ failure: "timed-out", message: "WhatsApp no respondió a tiempo. Inténtalo de nuevo en unos minutos." });
  });
});
