import type { TemplateSend } from "../../../common/whatsapp/whatsapp.schema.js";

/**
 * The door to WhatsApp the messaging service depends on. createCloudApiChannel (integrations/whatsapp)
 * sends through the WhatsApp Business Cloud API; createDemoChannel (whatsapp.local.ts) never sends
 * anything; server/adapters.ts picks one. Messages always live in our database either way.
 */
export type WhatsAppChannel = {
  readonly mode: "cloud" | "demo";
  /**
   * Sends a text; resolves with WhatsApp's message id (null in demo mode). A refused send rejects with
   * a VendorError whose message is the Spanish reason kept on the message (no AppError: the admin
   * reads it in the conversation).
   */
  sendText(toDigits: string, body: string): Promise<{ externalId: string | null }>;
  /** Sends an approved template in Spanish; the only message WhatsApp delivers outside the 24-hour window. */
  sendTemplate(toDigits: string, template: TemplateSend): Promise<{ externalId: string | null }>;
};
