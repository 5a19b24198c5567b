import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VendorError as WhatsAppSendError } from "../../integrations/vendor-error.js";
import { createCloudApiChannel, parseWebhookEvents, signWebhookBody, verifyWebhookSignature } from "../../integrations/whatsapp/whatsapp-channel.js";
import { type FakeGraphServer, startFakeGraphServer } from "../fakes/whatsapp-graph-server.js";

const phoneNumberId = "1098765";
const token = "token-secreto";
const appSecret = "secreto-app";
let fake: FakeGraphServer;
let webhookCalls: { payload: unknown; signatureValid: boolean }[];

beforeAll(async () => {
  fake = await startFakeGraphServer({ token, phoneNumberId, templates: [{ name: "aviso_reunion", language: "es", bodyParams: 2 }] });
});
afterAll(() => fake.close());
beforeEach(async () => {
  await fake.flush();
  fake.requests.length = 0;
  webhookCalls = [];
  fake.deliverTo(async (body, signature) => {
    webhookCalls.push({ payload: JSON.parse(body), signatureValid: verifyWebhookSignature(Buffer.from(body), signature, appSecret) });
    return 200;
  }, appSecret);
});

const channel = (overrides: Partial<Parameters<typeof createCloudApiChannel>[0]> = {}) =>
  createCloudApiChannel({ token, phoneNumberId, graphHost: fake.url, graphVersion: "v25.0", ...overrides });
const statusesOf = (calls: typeof webhookCalls) => calls.flatMap((call) => parseWebhookEvents(call.payload, phoneNumberId).statuses);

describe("WhatsApp Cloud API adapter", () => {
  it("sends a text to {host}/{version}/{phoneNumberId}/messages with the bearer token and returns the wamid", async () => {
    const result = await channel().sendText("573001234567", "Hola, mañana hay salida pedagógica");
    expect(result.externalId).toMatch(/^wamid\./);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v25.0/1098765/messages");
    expect(request?.authorization).toBe("Bearer token-secreto");
    expect(request?.contentType).toContain("application/json");
    expect(request?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "573001234567",
      type: "text",
      text: { preview_url: false, body: "Hola, mañana hay salida pedagógica" },
    });
  });

  it("sends an approved template in Spanish with its body parameters, which Meta delivers outside the window", async () => {
    const result = await channel().sendTemplate("573001234567", { name: "aviso_reunion", params: ["Paula", "viernes 4"] });
    expect(result.externalId).toMatch(/^wamid\./);
    expect(fake.requests.at(-1)?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "573001234567",
      type: "template",
      template: { name: "aviso_reunion", language: { code: "es" }, components: [{ type: "body", parameters: [{ type: "text", text: "Paula" }, { type: "text", text: "viernes 4" }] }] },
    });
    await fake.flush();
    expect(webhookCalls.every((call) => call.signatureValid)).toBe(true);
    expect(statusesOf(webhookCalls).map((s) => [s.externalId, s.status])).toEqual([
      [result.externalId, "sent"],
      [result.externalId, "delivered"],
    ]);
  });

  it("is accepted with 200 but fails through the webhook with 131047 when a text goes outside the 24-hour window; inside it, it is delivered and read", async () => {
    const outside = await channel().sendText("573001112233", "¿Recibió la circular?");
    expect(outside.externalId).toMatch(/^wamid\./);
    await fake.flush();
    expect(statusesOf(webhookCalls)).toEqual([expect.objectContaining({ externalId: outside.externalId, status: "failed", errorCode: 131047 })]);

    webhookCalls.length = 0;
    await fake.receive("573001112233", "Hola, ¿me pueden escribir?");
    const inside = await channel().sendText("573001112233", "Claro, aquí estamos");
    await fake.read("573001112233");
    await fake.flush();
    expect(webhookCalls.every((call) => call.signatureValid)).toBe(true);
    expect(webhookCalls.flatMap((call) => parseWebhookEvents(call.payload, phoneNumberId).messages).map((m) => m.content)).toEqual(["Hola, ¿me pueden escribir?"]);
    expect(statusesOf(webhookCalls).map((s) => s.status)).toEqual(["sent", "delivered", "read"]);
    expect(statusesOf(webhookCalls).every((s) => s.externalId === inside.externalId)).toBe(true);
  });

  it("is refused, as by Meta, for a template that is not approved in Spanish or with the wrong number of parameters", async () => {
    const unknown = await channel().sendTemplate("573001234567", { name: "no_aprobada", params: [] }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(WhatsAppSendError);
    expect((unknown as WhatsAppSendError).code).toBe(132001);
    expect((unknown as WhatsAppSendError).message).toContain("no está aprobada");
    const short = await channel().sendTemplate("573001234567", { name: "aviso_reunion", params: ["Paula"] }).catch((e: unknown) => e);
    expect((short as WhatsAppSendError).code).toBe(132000);
    expect((short as WhatsAppSendError).message).toContain("datos");
  });

  it("names the setting to fix when the version, phone number id or token is wrong", async () => {
    await expect(channel({ graphVersion: "" }).sendText("573001234567", "x")).rejects.toThrow(/WHATSAPP_GRAPH_VERSION/);
    await expect(channel({ phoneNumberId: "999" }).sendText("573001234567", "x")).rejects.toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    await expect(channel({ token: "otro" }).sendText("573001234567", "x")).rejects.toThrow(/token de acceso de WhatsApp no es válido/);
  });

  it("maps Graph errors to Spanish messages", async () => {
    fake.failNext(400, 131047);
    const error = await channel().sendText("573001234567", "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppSendError);
    expect((error as WhatsAppSendError).code).toBe(131047);
    expect((error as WhatsAppSendError).message).toContain("más de 24 horas");
  });

  it("reports an unreachable Graph API in Spanish", async () => {
    await expect(channel({ graphHost: "http://127.0.0.1:1", timeoutMs: 2000 }).sendText("573001234567", "x")).rejects.toThrow("No se pudo conectar con WhatsApp");
  });
});

describe("webhook signature and events", () => {
  const body = Buffer.from(JSON.stringify({ entry: [] }));

  it("accepts only the HMAC-SHA256 of the exact raw body with the app secret", () => {
    const header = signWebhookBody(body, "secreto-app");
    expect(verifyWebhookSignature(body, header, "secreto-app")).toBe(true);
    expect(verifyWebhookSignature(body, header, "otro-secreto")).toBe(false);
    expect(verifyWebhookSignature(Buffer.from(`${body.toString()} `), header, "secreto-app")).toBe(false);
    expect(verifyWebhookSignature(body, undefined, "secreto-app")).toBe(false);
    expect(verifyWebhookSignature(body, "sha256=abc", "secreto-app")).toBe(false);
  });

  it("reads statuses and text messages for our phone number id only", () => {
    const events = parseWebhookEvents(
      {
        object: "whatsapp_business_account",
        entry: [
          {
            changes: [
              {
                field: "messages",
                value: {
                  metadata: { phone_number_id: "1098765" },
                  statuses: [{ id: "wamid.A", status: "read", timestamp: "1700000000" }],
                  messages: [{ id: "wamid.B", from: "573001234567", timestamp: "1700000100", type: "text", text: { body: "Gracias" } }],
                },
              },
              { field: "messages", value: { metadata: { phone_number_id: "otro" }, statuses: [{ id: "wamid.C", status: "read" }] } },
            ],
          },
        ],
      },
      "1098765",
    );
    expect(events.statuses).toEqual([{ externalId: "wamid.A", status: "read", at: "2023-11-14T22:13:20.000Z", errorCode: undefined }]);
    expect(events.messages).toEqual([{ externalId: "wamid.B", fromDigits: "573001234567", content: "Gracias", at: "2023-11-14T22:15:00.000Z" }]);
  });
});
