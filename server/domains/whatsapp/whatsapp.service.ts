import { VendorError } from "../../../integrations/vendor-error.js";
import { parseWebhookEvents, spanishErrorFor, verifyWebhookSignature } from "../../../integrations/whatsapp/whatsapp-channel.js";
import type { WhatsAppConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import {
  activeConnection,
  closeConnections,
  conversation,
  countParentsWithoutPhone,
  findByExternalId,
  findParentByPhone,
  findParentContact,
  incomingSummary,
  insertConnection,
  insertMessage,
  lastIncomingAt,
  lastMessages,
  listParentContacts,
  type MessageRow,
  markIncomingRead,
  messageStats,
  updateMessage,
} from "./whatsapp.repo.js";
import type { WhatsAppChannel } from "./whatsapp.port.js";
import { isMobileLength } from "../../../common/phone.js";
import {
  type ChannelStatus,
  type ChatMessage,
  type ContactStatus,
  type ContactsList,
  fillTemplate,
  type MessageStatus,
  type SendTemplateFields,
  type TemplateSend,
  type WhatsAppStats,
  whatsappMessages as m,
} from "../../../common/whatsapp/whatsapp.schema.js";

export const webhookPath = "/api/whatsapp/webhook";
const onlineMs = 5 * 60 * 1000;
/** WhatsApp's customer-service window: free text can be sent within 24 h of the parent's last message. */
const awayMs = 24 * 60 * 60 * 1000;
const activeDays = 30;
const statusRank: Record<MessageStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 0 };

function toMessage(row: MessageRow, phone: string): ChatMessage {
  const out = row.direction === "out";
  return {
    id: row.id,
    contactId: row.contactId,
    from: out ? "admin" : phone,
    to: out ? phone : "admin",
    direction: row.direction,
    content: row.content,
    timestamp: row.createdAt,
    status: row.status,
    type: "text",
    error: row.error,
    demo: Boolean(Number(row.demo)),
  };
}

function presence(lastIncomingAt: string | null, now: number): ContactStatus {
  if (!lastIncomingAt) return "offline";
  const age = now - Date.parse(lastIncomingAt);
  if (age <= onlineMs) return "online";
  if (age <= awayMs) return "away";
  return "offline";
}

/** The customer-service window: open for 24 hours after the parent's last message. */
function serviceWindow(lastIncomingAt: string | null, now: number): { windowOpen: boolean; windowClosesAt: string | null } {
  if (!lastIncomingAt) return { windowOpen: false, windowClosesAt: null };
  const closes = Date.parse(lastIncomingAt) + awayMs;
  return { windowOpen: closes > now, windowClosesAt: new Date(closes).toISOString() };
}

function maskId(id: string): string {
  return id.length <= 4 ? "••••" : `${"•".repeat(Math.min(8, id.length - 4))}${id.slice(-4)}`;
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;

/**
 * Messaging with the school's parents (admin only, except Meta's webhook). Messages always live in
 * our database; the channel decides whether they also leave through the WhatsApp Cloud API.
 */
export function createWhatsAppService(deps: { db: Db; whatsapp: WhatsAppConfig | undefined; channel: WhatsAppChannel }) {
  const { db, whatsapp, channel } = deps;
  const mode = channel.mode;

  /** In cloud mode the channel is connected from the first time it is used; the time is kept. */
  async function currentConnection() {
    const open = await activeConnection(db, mode);
    if (open || mode === "demo") return open;
    return insertConnection(db, { mode: "cloud", connectedAt: new Date().toISOString(), disconnectedAt: null, connectedById: null });
  }

  async function status(): Promise<ChannelStatus> {
    const connection = await currentConnection();
    return {
      mode,
      connected: Boolean(connection),
      connectedAt: connection?.connectedAt ?? null,
      phoneNumberIdMasked: whatsapp ? maskId(whatsapp.phoneNumberId) : null,
      webhookPath,
      signatureSecretSet: Boolean(whatsapp?.appSecret),
      verifyTokenSet: Boolean(whatsapp?.verifyToken),
      graphVersion: whatsapp?.graphVersion ?? null,
      templates: whatsapp?.templates ?? [],
    };
  }

  async function contact(contactId: number) {
    const row = await findParentContact(db, contactId);
    if (!row) throw new AppError("NOT_FOUND", m.contactNotFound);
    return row;
  }

  /** A parent WhatsApp can reach: with a phone of a mobile's length, and the channel connected. */
  async function reachable(contactId: number) {
    const parent = await contact(contactId);
    if (!parent.phone) throw new AppError("BAD_REQUEST", m.noPhone);
    if (!isMobileLength(parent.phone)) throw new AppError("BAD_REQUEST", m.notMobile);
    if (!(await currentConnection())) throw new AppError("CONFLICT", m.notConnected);
    return { ...parent, phone: parent.phone };
  }

  /**
   * Keeps the message first (nothing is lost), then hands it to the channel. A refused send is
   * kept as failed with the Spanish reason; in demo mode it stays 'sent' and never leaves.
   */
  async function deliver(
    admin: Actor | null,
    parent: { id: number; phone: string },
    content: string,
    sendIt: () => Promise<{ externalId: string | null }>,
    studentId: number | null = null,
  ): Promise<ChatMessage> {
    const now = new Date().toISOString();
    const stored = await insertMessage(db, {
      contactId: parent.id,
      direction: "out",
      content,
      status: "sent",
      error: null,
      externalId: null,
      demo: mode === "demo" ? 1 : 0,
      sentById: admin?.id ?? null,
      createdAt: now,
      deliveredAt: null,
      readAt: null,
      updatedAt: now,
      studentId,
    });
    let row = stored;
    try {
      const { externalId } = await sendIt();
      if (externalId) row = (await updateMessage(db, stored.id, { externalId, updatedAt: new Date().toISOString() })) ?? stored;
    } catch (error) {
      const message = error instanceof VendorError ? error.message : spanishErrorFor(undefined, 500);
      row = (await updateMessage(db, stored.id, { status: "failed", error: message, updatedAt: new Date().toISOString() })) ?? stored;
    }
    return toMessage(row, parent.phone);
  }

  return {
    mode,

    async status(actor: Actor | null): Promise<ChannelStatus> {
      assertAllowed(isAdmin(requireActor(actor)));
      return status();
    },

    /** Demo: the simulated QR connect ends here and its time is stored. Cloud: already connected. */
    async connect(actor: Actor | null): Promise<ChannelStatus> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      if (mode === "demo" && !(await activeConnection(db, "demo"))) {
        await insertConnection(db, { mode: "demo", connectedAt: new Date().toISOString(), disconnectedAt: null, connectedById: admin.id });
        await recordAudit(db, { actor: admin, action: "integration.connected", object: { type: "integration", id: null }, details: { integration: "whatsapp", mode: "demo" } });
      }
      return status();
    },

    async disconnect(actor: Actor | null): Promise<ChannelStatus> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      if (mode === "cloud") throw new AppError("BAD_REQUEST", m.cloudAlwaysConnected);
      await closeConnections(db, "demo", new Date().toISOString());
      await recordAudit(db, { actor: admin, action: "integration.disconnected", object: { type: "integration", id: null }, details: { integration: "whatsapp", mode: "demo" } });
      return status();
    },

    async contacts(actor: Actor | null): Promise<ContactsList> {
      assertAllowed(isAdmin(requireActor(actor)));
      const [parents, last, incoming, withoutPhone] = await Promise.all([
        listParentContacts(db),
        lastMessages(db),
        incomingSummary(db),
        countParentsWithoutPhone(db),
      ]);
      const lastBy = new Map(last.map((row) => [row.contactId, row]));
      const now = Date.now();
      const contacts = parents.map((p) => {
        const lastRow = lastBy.get(p.id);
        const summary = incoming.get(p.id);
        return {
          id: p.id,
          name: `${p.firstName} ${p.lastName}`.trim(),
          phone: p.phone,
          lastMessage: lastRow?.content ?? null,
          lastMessageTime: lastRow?.createdAt ?? null,
          unreadCount: summary?.unread ?? 0,
          status: presence(summary?.lastIncomingAt ?? null, now),
          ...serviceWindow(summary?.lastIncomingAt ?? null, now),
        };
      });
      // Conversations with the newest message first, then the rest by name.
      contacts.sort((a, b) => (b.lastMessageTime ?? "").localeCompare(a.lastMessageTime ?? ""));
      return { contacts, parentsWithoutPhone: withoutPhone };
    },

    async messages(actor: Actor | null, contactId: number): Promise<ChatMessage[]> {
      assertAllowed(isAdmin(requireActor(actor)));
      const parent = await contact(contactId);
      return (await conversation(db, contactId)).map((row) => toMessage(row, parent.phone ?? ""));
    },

    /** Opening a conversation marks the parent's messages as read by the school. */
    async markRead(actor: Actor | null, contactId: number): Promise<{ updated: number }> {
      assertAllowed(isAdmin(requireActor(actor)));
      await contact(contactId);
      return { updated: await markIncomingRead(db, contactId, new Date().toISOString()) };
    },

    /**
     * A free-form text. In cloud mode only inside the parent's 24-hour window: Meta would take it with
     * 200 and fail it later (131047), so outside it the admin is told to use a template.
     */
    async send(actor: Actor | null, input: { contactId: number; content: string }): Promise<ChatMessage> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const parent = await reachable(input.contactId);
      if (mode === "cloud" && !serviceWindow(await lastIncomingAt(db, parent.id), Date.now()).windowOpen) {
        throw new AppError("CONFLICT", m.windowClosed(`${parent.firstName} ${parent.lastName}`.trim()));
      }
      return deliver(admin, parent, input.content, () => channel.sendText(parent.phone, input.content));
    },

    /** An approved template (the first message, or after the window closed); kept with its filled-in text. */
    async sendTemplate(actor: Actor | null, input: SendTemplateFields): Promise<ChatMessage> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const template = whatsapp?.templates.find((t) => t.name === input.template);
      if (!template) throw new AppError("BAD_REQUEST", m.unknownTemplate);
      const missing = template.params.findIndex((_, i) => !input.params[i]);
      if (missing >= 0) throw new AppError("BAD_REQUEST", m.templateValue(template.params[missing] ?? ""));
      const send: TemplateSend = { name: template.name, params: input.params.slice(0, template.params.length) };
      const parent = await reachable(input.contactId);
      return deliver(admin, parent, fillTemplate(template.body, send.params), () => channel.sendTemplate(parent.phone, send));
    },

    /**
     * A message Tribu itself sends a parent (the same-day absence alert): an approved template,
     * only in cloud mode, kept in the parent's conversation like the admin's (it opens one). Null
     * when it cannot go out this way (demo mode, the template not configured, no mobile phone).
     * `studentId` is the child it is about (issue 33): erasing the child removes the message.
     */
    async sendSchoolTemplate(parentId: number, templateName: string, params: readonly string[], studentId: number | null = null): Promise<ChatMessage | null> {
      if (mode !== "cloud") return null;
      const template = whatsapp?.templates.find((t) => t.name === templateName && t.params.length === params.length);
      if (!template) return null;
      const parent = await findParentContact(db, parentId);
      if (!parent?.phone || !isMobileLength(parent.phone)) return null;
      if (!(await currentConnection())) return null;
      const phone = parent.phone;
      const send: TemplateSend = { name: template.name, params };
      return deliver(null, { id: parent.id, phone }, fillTemplate(template.body, send.params), () => channel.sendTemplate(phone, send), studentId);
    },

    async stats(actor: Actor | null): Promise<WhatsAppStats> {
      assertAllowed(isAdmin(requireActor(actor)));
      const since = new Date(Date.now() - activeDays * 24 * 60 * 60 * 1000).toISOString();
      const [counts, connection] = await Promise.all([messageStats(db, since), currentConnection()]);
      const connectedSeconds = connection ? Math.max(0, Math.floor((Date.now() - Date.parse(connection.connectedAt)) / 1000)) : 0;
      return { ...counts, connectedSeconds };
    },

    /** GET webhook: Meta checks the verify token and expects the challenge back as plain text. */
    verifySubscription(query: Record<string, unknown>): string {
      if (!whatsapp) throw new AppError("NOT_FOUND", m.notConfigured);
      const token = query["hub.verify_token"];
      const challenge = query["hub.challenge"];
      if (query["hub.mode"] !== "subscribe" || !whatsapp.verifyToken || typeof token !== "string" || token !== whatsapp.verifyToken) {
        throw new AppError("FORBIDDEN", m.badVerifyToken);
      }
      if (typeof challenge !== "string" || challenge === "") throw new AppError("BAD_REQUEST", m.badVerifyToken);
      return challenge;
    },

    /**
     * POST webhook: verified against the raw body before anything is read; then status updates of
     * our messages and messages from known parents are recorded (repeats of the same event are ignored).
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ statuses: number; messages: number }> {
      if (!whatsapp) throw new AppError("NOT_FOUND", m.notConfigured);
      if (!whatsapp.appSecret) throw new AppError("FORBIDDEN", m.noAppSecret);
      if (!verifyWebhookSignature(rawBody, signature, whatsapp.appSecret)) throw new AppError("UNAUTHORIZED", m.badSignature);
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody.toString("utf8"));
      } catch {
        throw new AppError("BAD_REQUEST", m.badPayload);
      }
      const events = parseWebhookEvents(payload, whatsapp.phoneNumberId);
      let statuses = 0;
      let messages = 0;
      for (const event of events.statuses) {
        const row = await findByExternalId(db, event.externalId);
        if (!row) continue;
        if (row.direction !== "out") continue; // only our own messages have delivery statuses
        const current = row.status;
        const now = new Date().toISOString();
        if (event.status === "failed") {
          if (current === "read" || current === "failed") continue;
          await updateMessage(db, row.id, { status: "failed", error: spanishErrorFor(event.errorCode, 400), updatedAt: now });
        } else {
          // Meta may deliver events out of order: a status only moves forward.
          if (statusRank[event.status] <= statusRank[current] && current !== "failed") continue;
          await updateMessage(db, row.id, {
            status: event.status,
            deliveredAt: event.status === "delivered" || event.status === "read" ? (row.deliveredAt ?? event.at) : row.deliveredAt,
            readAt: event.status === "read" ? event.at : row.readAt,
            updatedAt: now,
          });
        }
        statuses += 1;
      }
      for (const event of events.messages) {
        if (await findByExternalId(db, event.externalId)) continue;
        const parent = await findParentByPhone(db, event.fromDigits);
        if (!parent) continue;
        await insertMessage(db, {
          contactId: parent.id,
          direction: "in",
          content: event.content,
          status: "delivered",
          error: null,
          externalId: event.externalId,
          demo: 0,
          sentById: null,
          createdAt: event.at,
          deliveredAt: event.at,
          readAt: null,
          updatedAt: new Date().toISOString(),
        });
        messages += 1;
      }
      return { statuses, messages };
    },
  };
}
