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
  notMobile:
    "El teléfono de este contacto no parece un celular con indicativo de país (en Colombia, 57 y 10 dígitos que empiezan por 3). WhatsApp solo llega a celulares: corrígelo en Usuarios.",
  windowClosed: (name: string) =>
    `La ventana de 24 horas de WhatsApp está cerrada: ${name} no ha escrito al colegio en las últimas 24 horas y WhatsApp no entregaría un mensaje libre. Usa una plantilla aprobada.`,
  chooseTemplate: "Elige una plantilla.",
  unknownTemplate: "Esa plantilla no está configurada en este servidor (WHATSAPP_TEMPLATES).",
  templateValue: (label: string) => `Escribe «${label}» para completar la plantilla.`,
  templateValueLine: "Los datos de una plantilla no pueden tener saltos de línea ni tabulaciones.",
} as const;

/** The {{1}}, {{2}}... of a template body, each counted once. */
export function templateVariables(body: string): number[] {
  return [...new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
}

/** The body with {{n}} replaced by the n-th value: what the parent reads, kept as the message's text. */
export function fillTemplate(body: string, values: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

/**
 * A message template the school had approved by Meta (WhatsApp Manager), in Spanish ("es"): its
 * name there, what the admin reads in the list, its body with {{1}}, {{2}}... and a label per variable.
 * Configured in WHATSAPP_TEMPLATES (docs/integrations/whatsapp.md).
 */
export const whatsappTemplateSchema = z
  .object({
    name: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, "el nombre debe ser el de Meta: minúsculas, números y guiones bajos (por ejemplo aviso_reunion)"),
    label: z.string().trim().min(1, "falta label, el nombre que ve el administrador").max(80),
    body: z.string().trim().min(1, "falta body, el texto aprobado").max(1024, "el texto aprobado no puede superar 1024 caracteres"),
    params: z.array(z.string().trim().min(1).max(60)).max(20),
  })
  .superRefine((template, ctx) => {
    const variables = templateVariables(template.body);
    if (variables.some((n, i) => n !== i + 1)) {
      ctx.addIssue({ code: "custom", path: ["body"], message: "las variables deben ser {{1}}, {{2}}... sin saltos" });
    } else if (variables.length !== template.params.length) {
      ctx.addIssue({
        code: "custom",
        path: ["params"],
        message: `el texto tiene ${variables.length} variables y params nombra ${template.params.length}: escribe una etiqueta por variable`,
      });
    }
  });
export type WhatsAppTemplate = z.infer<typeof whatsappTemplateSchema>;

/** An approved template (language "es") and the values of its body's {{1}}, {{2}}... in order. */
export type TemplateSend = { name: string; params: readonly string[] };

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

/** An approved template to a contact: its name and the values of {{1}}, {{2}}... in order. */
export const sendTemplateInput = z.object({
  contactId,
  template: z.string({ error: whatsappMessages.chooseTemplate }).trim().min(1, whatsappMessages.chooseTemplate).max(512),
  params: z
    .array(z.string().trim().max(200, "Cada dato de la plantilla puede tener hasta 200 caracteres.").refine((v) => !/[\n\t]/.test(v), whatsappMessages.templateValueLine))
    .max(20)
    .default([]),
});
export type SendTemplateInput = z.input<typeof sendTemplateInput>;
export type SendTemplateFields = z.output<typeof sendTemplateInput>;

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
  /** The customer-service window: open for 24 hours after the parent's last message; free text only then. */
  windowOpen: z.boolean(),
  /** When the window closes (or closed); null when the parent never wrote. */
  windowClosesAt: z.string().nullable(),
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
  /** WHATSAPP_GRAPH_VERSION; null in demo mode. */
  graphVersion: z.string().nullable(),
  /** The approved templates the admin can send (none in demo mode). */
  templates: z.array(whatsappTemplateSchema),
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
