import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VendorError as WhatsAppSendError } from "../../integrations/vendor-error.js";
import { createCloudApiChannel, parseWebhookEvents, signWebhookBody, verifyWebhookSignature } from "../../integrations/whatsapp/whatsapp-channel.js";
import { type FakeGraphServer, startFakeGraphServer } from "../fakes/whatsapp-graph-server.js";

let fake: FakeGraphServer;

beforeAll(async () => {
  fake = await startFakeGraphServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe("WhatsApp Cloud API adapter", () => {
  it("sends a text to {graphUrl}/{phoneNumberId}/messages with the bearer token and returns the wamid", async () => {
    const channel = createCloudApiChannel({ token: "token-secreto", phoneNumberId: "1098765", graphUrl: fake.graphUrl });
    const result = await channel.sendText("573001234567", "Hola, mañana hay salida pedagógica");
    expect(result.externalId).toMatch(/^wamid\./);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v21.0/1098765/messages");
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

  it("maps Graph errors to Spanish messages", async () => {
    const channel = createCloudApiChannel({ token: "t", phoneNumberId: "1", graphUrl: fake.graphUrl });
    fake.failNext(401, 190);
    await expect(channel.sendText("573001234567", "x")).rejects.toThrow(/token de acceso de WhatsApp no es válido/);
    fake.failNext(400, 131047);
    const error = await channel.sendText("573001234567", "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppSendError);
    expect((error as WhatsAppSendError).code).toBe(131047);
    expect((error as WhatsAppSendError).message).toContain("más de 24 horas");
  });

  it("reports an unreachable Graph API in Spanish", async () => {
    const channel = createCloudApiChannel({ token: "t", phoneNumberId: "1", graphUrl: "http://127.0.0.1:1/v21.0", timeoutMs: 2000 });
    await expect(channel.sendText("573001234567", "x")).rejects.toThrow("No se pudo conectar con WhatsApp");
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
