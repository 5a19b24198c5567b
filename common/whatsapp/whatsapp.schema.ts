import { z } from "zod";

export const whatsappMessages = {
  emptyMessage: "Escribe un mensaje antes de enviarlo.",
  tooLong: "El mensaje no puede superar 4096 caracteres.",
  contactNotFound: "El contacto no existe o ya no es un padre o madre del colegio.",
  noPhone: "Este contacto no tiene un número de teléfono registrado.",
  notConnected: "Conecta WhatsApp antes de enviar mensajes.",
  cloudAlwaysConnected: "El canal usa la API de WhatsApp Business: se desconecta quitando su configuración del servidor.",
  notConfigured: "WhatsApp Business no está configurado en este servidor.",
  noAppSecret: "El webhook no tiene configurado WHATSAPP_APP_SECRET: no se aceptan avisos sin firma.",
  badSignature: "La firma del webhook de WhatsApp no es válida.",
  badVerifyToken: "El token de verificación del webhook no coincide.",
  badPayload: "El aviso de WhatsApp no es un JSON válido.",
} as const;

export const contactStatuses = ["online", "away", "offline"] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export const messageStatuses = ["sent", "delivered", "read", "failed"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

const contactId = z.coerce.number({ error: "Elige un contacto." }).int("Elige un contacto.").positive("Elige un contacto.");

/** The message first: with both wrong, bad input answers the message's own text. */
export const sendInput = z.object({
  content: z
    .string({ error: whatsappMessages.emptyMessage })
    .trim()
    .min(1, whatsappMessages.emptyMessage)
    .max(4096, whatsappMessages.tooLong),
  contactId,
});
export type SendInput = z.input<typeof sendInput>;

export const contactIdInput = z.object({ contactId });
export const markReadOutput = z.object({ updated: z.number() });

/** Chat contact of the spec, from a parent's profile. */
export const chatContactSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Digits with the country code. */
  phone: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  unreadCount: z.number(),
  /** online: wrote in the last 5 minutes; away: in the last 24 hours (WhatsApp's reply window); else offline. */
  status: z.enum(contactStatuses),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const contactsOutput = z.object({
  contacts: z.array(chatContactSchema),
  /** Parents without a phone: they cannot be written to until one is added. */
  parentsWithoutPhone: z.number(),
});
export type ContactsList = z.infer<typeof contactsOutput>;

/** WhatsApp message of the spec, kept in our database. */
export const chatMessageSchema = z.object({
  id: z.number(),
  contactId: z.number(),
  /** "admin" or the contact's phone. */
  from: z.string(),
  /** The contact's phone, or "admin" for an incoming message. */
  to: z.string(),
  direction: z.enum(["in", "out"]),
  content: z.string(),
  timestamp: z.string(),
  status: z.enum(messageStatuses),
  type: z.literal("text"),
  error: z.string().nullable(),
  demo: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const channelStatusSchema = z.object({
  mode: z.enum(["demo", "cloud"]),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
  /** Only the last 4 characters; null in demo mode. */
  phoneNumberIdMasked: z.string().nullable(),
  webhookPath: z.string(),
  signatureSecretSet: z.boolean(),
  verifyTokenSet: z.boolean(),
});
export type ChannelStatus = z.infer<typeof channelStatusSchema>;

export const statsSchema = z.object({
  sent: z.number(),
  /** Contacts with a message, either way, in the last 30 days. */
  activeContacts: z.number(),
  /** Seconds since the channel was connected; 0 when it is not. */
  connectedSeconds: z.number(),
  read: z.number(),
});
export type WhatsAppStats = z.infer<typeof statsSchema>;
