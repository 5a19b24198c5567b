import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhookBody } from "../../integrations/whatsapp/whatsapp-channel.js";
import { type FakeGraphServer, startFakeGraphServer } from "../fakes/whatsapp-graph-server.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";


async function setPhone(platform: TestPlatform, userId: number, phone: string | null) {
  await platform.db.updateTable("users").set({ phone }).where("id", "=", userId).execute();
}

describe("WhatsApp in demo mode (no Cloud API configured)", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let parent: Actor;
  let parentWithoutPhone: Actor;
  let teacher: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    parent = await signedIn(platform, "parent", { firstName: "Paula", lastName: "Prueba" });
    parentWithoutPhone = await signedIn(platform, "parent", { firstName: "Pedro", lastName: "Prueba" });
    teacher = await signedIn(platform, "teacher", { firstName: "Tomás", lastName: "Prueba" });
  });
  afterAll(() => platform.close());

  it("keeps a phone as its digits, refuses a bad one in Spanish, and lets parents set their own", async () => {
    const byAdmin = await rest(admin, "PUT", `/api/users/${parent.id}`, { phone: "+57 (300) 123-4567" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().user.phone).toBe("573001234567");
    const bad = await rest(admin, "PUT", `/api/users/${parent.id}`, { phone: "300-abc-12" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.phone).toContain("Número de teléfono no válido");
    const short = await rest(admin, "PUT", `/api/users/${parent.id}`, { phone: "123" });
    expect(short.statusCode).toBe(400);
    const self = await rest(parentWithoutPhone, "PUT", `/api/users/${parentWithoutPhone.id}`, { phone: "+57 311 222 3344" });
    expect(self.json().user.phone).toBe("573112223344");
    // A Colombian mobile typed without +57 keeps its country code (it went to +30, Greece, before).
    const national = await rest(parentWithoutPhone, "PUT", `/api/users/${parentWithoutPhone.id}`, { phone: "311 222 3344" });
    expect(national.json().user.phone).toBe("573112223344");
    const abroad = await rest(parentWithoutPhone, "PUT", `/api/users/${parentWithoutPhone.id}`, { phone: "+1 (212) 555-0100" });
    expect(abroad.json().user.phone).toBe("12125550100");
    const cleared = await rest(parentWithoutPhone, "PUT", `/api/users/${parentWithoutPhone.id}`, { phone: "" });
    expect(cleared.json().user.phone).toBeNull();
    const stored = await platform.db.selectFrom("users").select("phone").where("id", "=", parent.id).executeTakeFirstOrThrow();
    expect(stored.phone).toBe("573001234567");
  });

  it("is admin only, except the webhook, which needs WhatsApp configured", async () => {
    const calls: ["GET" | "POST", string, unknown?][] = [
      ["GET", "/api/whatsapp/status"],
      ["POST", "/api/whatsapp/connect"],
      ["POST", "/api/whatsapp/disconnect"],
      ["GET", "/api/whatsapp/contacts"],
      ["GET", `/api/whatsapp/contacts/${parent.id}/messages`],
      ["POST", `/api/whatsapp/contacts/${parent.id}/read`],
      ["POST", "/api/whatsapp/messages", { contactId: parent.id, content: "Hola" }],
      ["POST", "/api/whatsapp/template-messages", { contactId: parent.id, template: "aviso_reunion", params: [] }],
      ["GET", "/api/whatsapp/stats"],
    ];
    for (const [method, url, body] of calls) {
      expect((await rest(platform, method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await rest(parent, method, url, body)).statusCode, `${method} ${url} parent`).toBe(403);
      expect((await rest(teacher, method, url, body)).statusCode, `${method} ${url} teacher`).toBe(403);
    }
    const viaTrpc = await trpcQuery(platform.app, "whatsapp.contacts", undefined, bearer(teacher.token));
    expect(viaTrpc.statusCode).toBe(403);
    expect(await platform.db.selectFrom("whatsappMessages").selectAll().execute()).toHaveLength(0);
    const webhook = await rest(platform, "GET", "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1");
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json().message).toBe("WhatsApp Business no está configurado en este servidor.");
  });

  it("lists as contacts only the parents that have a phone", async () => {
    await setPhone(platform, teacher.id, "573009998877");
    const contacts = await rest(admin, "GET", "/api/whatsapp/contacts");
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json()).toEqual({
      contacts: [
        { id: parent.id, name: "Paula Prueba", phone: "573001234567", lastMessage: null, lastMessageTime: null, unreadCount: 0, status: "offline", windowOpen: false, windowClosesAt: null },
      ],
      parentsWithoutPhone: 1,
    });
  });

  it("asks to connect first, then stores a demo message with status sent that never leaves", async () => {
    const before = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: parent.id, content: "Hola" });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe("Conecta WhatsApp antes de enviar mensajes.");

    const status = await rest(admin, "GET", "/api/whatsapp/status");
    expect(status.json()).toMatchObject({ mode: "demo", connected: false, connectedAt: null, phoneNumberIdMasked: null, webhookPath: "/api/whatsapp/webhook" });
    const connected = await rest(admin, "POST", "/api/whatsapp/connect");
    expect(connected.json()).toMatchObject({ mode: "demo", connected: true });
    expect(Date.parse(connected.json().connectedAt)).toBeGreaterThan(Date.now() - 60_000);

    const blank = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: parent.id, content: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Escribe un mensaje antes de enviarlo.");
    const notParent = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: teacher.id, content: "Hola" });
    expect(notParent.statusCode).toBe(404);

    const sent = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: parent.id, content: "  Mañana no hay clase  " });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ contactId: parent.id, from: "admin", to: "573001234567", content: "Mañana no hay clase", status: "sent", type: "text", demo: true, error: null });

    const messages = await rest(admin, "GET", `/api/whatsapp/contacts/${parent.id}/messages`);
    expect(messages.json().map((m: { content: string; status: string }) => [m.content, m.status])).toEqual([["Mañana no hay clase", "sent"]]);
    const stored = await platform.db.selectFrom("whatsappMessages").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ direction: "out", externalId: null, sentById: admin.id });
    const contacts = await rest(admin, "GET", "/api/whatsapp/contacts");
    expect(contacts.json().contacts[0]).toMatchObject({ lastMessage: "Mañana no hay clase" });
  });

  it("computes the stat cards from stored data and the stored connection time", async () => {
    const twoAndAHalfHoursAgo = new Date(Date.now() - (2 * 3600 + 30 * 60) * 1000).toISOString();
    await platform.db.updateTable("whatsappConnections").set({ connectedAt: twoAndAHalfHoursAgo }).execute();
    const now = new Date().toISOString();
    const base = { contactId: parent.id, direction: "out" as const, error: null, externalId: null, demo: 1, sentById: admin.id, createdAt: now, deliveredAt: now, updatedAt: now };
    await platform.db
      .insertInto("whatsappMessages")
      .values([
        { ...base, content: "Leído", status: "read", readAt: now },
        { ...base, content: "Fallido", status: "failed", readAt: null, deliveredAt: null },
      ])
      .execute();
    const stats = (await rest(admin, "GET", "/api/whatsapp/stats")).json();
    expect(stats).toMatchObject({ sent: 2, read: 1, activeContacts: 1 });
    expect(stats.connectedSeconds).toBeGreaterThanOrEqual(9000);
    expect(stats.connectedSeconds).toBeLessThan(9060);

    await rest(admin, "POST", "/api/whatsapp/disconnect");
    expect((await rest(admin, "GET", "/api/whatsapp/stats")).json().connectedSeconds).toBe(0);
  });
});

describe("WhatsApp through the Cloud API (local fake Graph API)", () => {
  const appSecret = "secreto-de-la-app";
  const templates = [
    { name: "aviso_reunion", label: "Aviso de reunión", body: "Hola {{1}}, le esperamos en la reunión del {{2}}.", params: ["Nombre", "Fecha"] },
    { name: "saludo_colegio", label: "Saludo del colegio", body: "El colegio quiere hablar con usted. Responda este mensaje.", params: [] },
  ];
  let fake: FakeGraphServer;
  let platform: TestPlatform;
  let admin: Actor;
  let parent: Actor;
  let newParent: Actor;

  function postWebhook(payload: unknown, signature?: string) {
    return rest(platform, "POST", "/api/whatsapp/webhook", payload, { headers: signature === undefined ? {} : { "x-hub-signature-256": signature } });
  }
  const signed = (payload: unknown) => postWebhook(payload, signWebhookBody(JSON.stringify(payload), appSecret));
  const statusEvent = (id: string, status: string, errors?: { code: number }[]) => ({
    object: "whatsapp_business_account",
    entry: [{ id: "waba", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { phone_number_id: "109876543210" }, statuses: [{ id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: "573001234567", ...(errors ? { errors } : {}) }] } }] }],
  });
  const incomingEvent = (id: string, from: string, body: string) => ({
    object: "whatsapp_business_account",
    entry: [{ id: "waba", changes: [{ field: "messages", value: { metadata: { phone_number_id: "109876543210" }, contacts: [{ profile: { name: "Paula" }, wa_id: from }], messages: [{ id, from, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body } }] } }] }],
  });
  const stored = (id: number) => platform.db.selectFrom("whatsappMessages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const contactOf = async (id: number) => (await rest(admin, "GET", "/api/whatsapp/contacts")).json().contacts.find((c: { id: number }) => c.id === id);

  beforeAll(async () => {
    fake = await startFakeGraphServer({ templates: templates.map((t) => ({ name: t.name, language: "es", bodyParams: t.params.length })) });
    platform = await createTestPlatform({
      WHATSAPP_TOKEN: "token-de-prueba",
      WHATSAPP_PHONE_NUMBER_ID: "109876543210",
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: "verificar-tribu",
      WHATSAPP_GRAPH_URL: fake.url,
      WHATSAPP_TEMPLATES: JSON.stringify(templates),
    });
    // The fake's statuses and the parents' messages reach the webhook as Meta's would.
    fake.deliverTo(async (body, signature) => (await platform.app.inject({ method: "POST", url: "/api/whatsapp/webhook", payload: body, headers: { "content-type": "application/json", "x-hub-signature-256": signature } })).statusCode, appSecret);
    admin = await firstAdmin(platform);
    parent = await signedIn(platform, "parent", { firstName: "Paula", lastName: "Prueba" });
    newParent = await signedIn(platform, "parent", { firstName: "Nora", lastName: "Nueva" });
    await setPhone(platform, parent.id, "573001234567");
    await setPhone(platform, newParent.id, "573005556677");
  });
  afterAll(async () => {
    await platform.close();
    await fake.close();
  });

  it("shows the channel connected through the API with the phone number id masked, the Graph version and the templates", async () => {
    const status = (await rest(admin, "GET", "/api/whatsapp/status")).json();
    expect(status).toMatchObject({ mode: "cloud", connected: true, phoneNumberIdMasked: "••••••••3210", signatureSecretSet: true, verifyTokenSet: true, graphVersion: "v25.0" });
    expect(status.templates).toEqual(templates);
    expect(JSON.stringify(status)).not.toContain("token-de-prueba");
    expect(JSON.stringify(status)).not.toContain(appSecret);
  });

  it("refuses a free-form text to a parent who never wrote (Meta would fail it with 131047) and says to use a template", async () => {
    expect(await contactOf(newParent.id)).toMatchObject({ windowOpen: false, windowClosesAt: null });
    const refused = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: newParent.id, content: "Hola Nora" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/ventana de 24 horas.*cerrada.*plantilla/i);
    expect(fake.requests).toHaveLength(0);
    expect(await platform.db.selectFrom("whatsappMessages").selectAll().execute()).toHaveLength(0);
  });

  it("sends an approved template to open the conversation; the fake's signed statuses mark it delivered and read", async () => {
    const sent = await rest(admin, "POST", "/api/whatsapp/template-messages", { contactId: newParent.id, template: "aviso_reunion", params: ["Nora", "viernes 4"] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ direction: "out", status: "sent", demo: false, error: null, content: "Hola Nora, le esperamos en la reunión del viernes 4." });
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v25.0/109876543210/messages",
      body: { to: "573005556677", type: "template", template: { name: "aviso_reunion", language: { code: "es" }, components: [{ type: "body", parameters: [{ type: "text", text: "Nora" }, { type: "text", text: "viernes 4" }] }] } },
    });
    await fake.flush();
    expect((await stored(sent.json().id)).status).toBe("delivered");
    await fake.read("573005556677");
    expect((await stored(sent.json().id)).status).toBe("read");
    expect(fake.deliveries.every((d) => d.answered === 200)).toBe(true);
  });

  it("refuses in Spanish a template that is not configured or a missing value, before anything leaves", async () => {
    const before = fake.requests.length;
    const unknown = await rest(admin, "POST", "/api/whatsapp/template-messages", { contactId: newParent.id, template: "otra", params: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("plantilla");
    const missing = await rest(admin, "POST", "/api/whatsapp/template-messages", { contactId: newParent.id, template: "aviso_reunion", params: ["Nora", "  "] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("Fecha");
    expect(fake.requests.length).toBe(before);
  });

  it("opens the window for 24 hours when the parent writes, and then a free text goes through", async () => {
    await fake.receive("573005556677", "Gracias, allí estaré");
    const contact = await contactOf(newParent.id);
    expect(contact.windowOpen).toBe(true);
    const closes = Date.parse(contact.windowClosesAt);
    expect(closes).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    expect(closes).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    const sent = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: newParent.id, content: "¡Perfecto, gracias!" });
    expect(sent.statusCode).toBe(201);
    await fake.flush();
    expect((await stored(sent.json().id)).status).toBe("delivered");
  });

  it("closes the window 24 hours after the parent's last message", async () => {
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 60_000).toISOString();
    await platform.db.updateTable("whatsappMessages").set({ createdAt: dayAgo }).where("contactId", "=", newParent.id).where("direction", "=", "in").execute();
    expect(await contactOf(newParent.id)).toMatchObject({ windowOpen: false });
    const refused = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: newParent.id, content: "¿Sigue ahí?" });
    expect(refused.statusCode).toBe(409);
  });

  it("refuses a number that is not a mobile's length before sending (a landline, or a Colombian mobile without 57)", async () => {
    for (const phone of ["576012345678", "3001234567", "5730012345"]) {
      await setPhone(platform, newParent.id, phone);
      const refused = await rest(admin, "POST", "/api/whatsapp/template-messages", { contactId: newParent.id, template: "saludo_colegio", params: [] });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().message).toContain("celular");
    }
    await setPhone(platform, newParent.id, "573005556677");
  });

  it("sends a text within the window and keeps the returned message id; a refusal is stored as failed in Spanish", async () => {
    await fake.receive("573001234567", "Buenos días");
    const sent = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: parent.id, content: "Reunión el viernes" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: "sent", demo: false, error: null });
    expect(fake.requests.at(-1)).toMatchObject({ path: "/v25.0/109876543210/messages", authorization: "Bearer token-de-prueba", body: { to: "573001234567", text: { body: "Reunión el viernes" } } });
    expect((await stored(sent.json().id)).externalId).toMatch(/^wamid\.fake/);

    fake.failNext(400, 131047);
    const failed = await rest(admin, "POST", "/api/whatsapp/messages", { contactId: parent.id, content: "Otro aviso" });
    expect(failed.statusCode).toBe(201);
    expect(failed.json()).toMatchObject({ status: "failed" });
    expect(failed.json().error).toContain("más de 24 horas");
    await fake.flush();
  });

  it("answers Meta's verification only with the right verify token", async () => {
    const ok = await rest(platform, "GET", "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verificar-tribu&hub.challenge=1158201444");
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await rest(platform, "GET", "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1158201444");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain("1158201444");
  });

  it("records a correctly signed status update, and refuses a bad or missing signature without changing anything", async () => {
    const sent = (await rest(admin, "POST", "/api/whatsapp/messages", { contactId: parent.id, content: "¿Recibió la circular?" })).json();
    await fake.flush();
    const { externalId } = await stored(sent.id);
    const read = statusEvent(String(externalId), "read");

    const forged = await postWebhook(read, signWebhookBody(JSON.stringify(read), "otro-secreto"));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe("La firma del webhook de WhatsApp no es válida.");
    expect((await postWebhook(read)).statusCode).toBe(401);
    const tampered = await postWebhook({ ...read, extra: 1 }, signWebhookBody(JSON.stringify(read), appSecret));
    expect(tampered.statusCode).toBe(401);
    expect((await stored(sent.id)).status).toBe("delivered");

    const accepted = await signed(read);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ statuses: 1, messages: 0 });
    const row = await stored(sent.id);
    expect(row.status).toBe("read");
    expect(row.readAt).not.toBeNull();

    // A late 'delivered' never moves a read message back.
    await signed(statusEvent(String(externalId), "delivered"));
    expect((await stored(sent.id)).status).toBe("read");
  });

  it("records a failed status with a Spanish reason", async () => {
    const sent = (await rest(admin, "POST", "/api/whatsapp/messages", { contactId: parent.id, content: "Aviso" })).json();
    await fake.flush();
    const { externalId } = await stored(sent.id);
    await signed(statusEvent(String(externalId), "failed", [{ code: 131026 }]));
    const messages = (await rest(admin, "GET", `/api/whatsapp/contacts/${parent.id}/messages`)).json();
    expect(messages.find((m: { id: number }) => m.id === sent.id)).toMatchObject({ status: "failed", error: expect.stringContaining("no pudo entregar") });
  });

  it("stores a message from a known parent once, counts it unread until opened, and ignores unknown numbers", async () => {
    await rest(admin, "POST", `/api/whatsapp/contacts/${parent.id}/read`);
    const event = incomingEvent("wamid.entrante1", "573001234567", "Sí, gracias");
    expect((await signed(event)).json()).toEqual({ statuses: 0, messages: 1 });
    expect((await signed(event)).json()).toEqual({ statuses: 0, messages: 0 });
    expect((await signed(incomingEvent("wamid.entrante2", "15550001111", "Spam"))).json()).toEqual({ statuses: 0, messages: 0 });

    let contact = await contactOf(parent.id);
    expect(contact).toMatchObject({ lastMessage: "Sí, gracias", unreadCount: 1, status: "online", windowOpen: true });
    const messages = (await rest(admin, "GET", `/api/whatsapp/contacts/${parent.id}/messages`)).json();
    expect(messages.at(-1)).toMatchObject({ direction: "in", from: "573001234567", to: "admin", content: "Sí, gracias" });

    await rest(admin, "POST", `/api/whatsapp/contacts/${parent.id}/read`);
    contact = await contactOf(parent.id);
    expect(contact.unreadCount).toBe(0);
    const spam = await platform.db.selectFrom("whatsappMessages").selectAll().where("content", "=", "Spam").execute();
    expect(spam).toHaveLength(0);
  });
});
