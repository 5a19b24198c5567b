import { createHmac, timingSafeEqual } from "node:crypto";
import type { TemplateSend } from "../../common/whatsapp/whatsapp.schema.js";
import { defaultVendorTimeoutMs, failureFromStatus, isTimeout, VendorError } from "../vendor-error.js";

export type CloudApiOptions = {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com (tests point it at a local fake), no path. */
  graphHost: string;
  /** v25.0: every call names its version (graph-versions.ts knows when each one ends). */
  graphVersion: string;
  /** How long one send may take before the admin reads that WhatsApp did not answer. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

type GraphErrorBody = { error?: { message?: string; code?: number; error_subcode?: number; error_data?: { details?: string } } };

/** Meta's error codes (Cloud API) that a school's admin can act on, in Spanish. */
export function spanishErrorFor(code: number | undefined, status: number, subcode?: number): string {
  if (code === 100 && subcode === 33) {
    return "El identificador del número de WhatsApp (WHATSAPP_PHONE_NUMBER_ID) no existe o el token no tiene permiso sobre él.";
  }
  switch (code) {
    case 2500:
      return "La API de WhatsApp no reconoce la dirección: revisa WHATSAPP_GRAPH_VERSION (por ejemplo v25.0) y WHATSAPP_GRAPH_URL.";
    case 132001:
      return "La plantilla no está aprobada en español en la cuenta de WhatsApp Business: revisa su nombre en WHATSAPP_TEMPLATES y su estado en el Administrador de WhatsApp.";
    case 132000:
      return "Los datos no coinciden con la plantilla aprobada: revisa sus variables en WHATSAPP_TEMPLATES.";
    case 190:
      return "El token de acceso de WhatsApp no es válido o expiró. Revisa WHATSAPP_TOKEN en la configuración del servidor.";
    case 10:
    case 200:
    case 299:
      return "La cuenta de WhatsApp Business no tiene permiso para enviar mensajes desde este número.";
    case 4:
    case 80007:
    case 130429:
    case 131048:
    case 131056:
      return "WhatsApp limitó los envíos por exceso de mensajes. Intenta de nuevo en unos minutos.";
    case 131047:
      return "Han pasado más de 24 horas desde el último mensaje de este contacto: WhatsApp solo permite escribirle con una plantilla aprobada.";
    case 131026:
      return "WhatsApp no pudo entregar el mensaje: el número no tiene WhatsApp o no puede recibir mensajes.";
    case 131030:
      return "El número del contacto no está en la lista de destinatarios permitidos de la cuenta de prueba de WhatsApp.";
    case 133010:
      return "El número de WhatsApp del colegio no está registrado en la API de WhatsApp Business.";
    case 100:
    case 131008:
    case 131009:
      return "WhatsApp rechazó el mensaje por datos no válidos. Revisa el número de teléfono del contacto.";
    case 131000:
    case 131016:
      return "WhatsApp tiene un problema temporal. Intenta de nuevo en unos minutos.";
    default:
      if (status === 401) return "El token de acceso de WhatsApp no es válido o expiró. Revisa WHATSAPP_TOKEN en la configuración del servidor.";
      if (status === 429) return "WhatsApp limitó los envíos por exceso de mensajes. Intenta de nuevo en unos minutos.";
      if (status >= 500) return "WhatsApp tiene un problema temporal. Intenta de nuevo en unos minutos.";
      return `WhatsApp rechazó el mensaje${code ? ` (código ${code})` : ""}.`;
  }
}

export const unreachableMessage = "No se pudo conectar con WhatsApp. Revisa la conexión a internet del servidor e intenta de nuevo.";
export const timedOutMessage = "WhatsApp no respondió a tiempo. Inténtalo de nuevo en unos minutos.";

/** A send that did not reach the parent, with the Spanish reason the admin reads on the message. */
const sendFailure = (message: string, status: number, code?: number) => new VendorError(failureFromStatus(status), message, { status, code });

/**
 * The WhatsApp Business Cloud API (Meta's Graph API), used when WHATSAPP_TOKEN and
 * WHATSAPP_PHONE_NUMBER_ID are configured: POST {host}/{version}/{phoneNumberId}/messages with the
 * bearer token; only our server calls it, the token never leaves it. It fits the whatsapp domain's
 * WhatsAppChannel port; a refused send is a VendorError with a Spanish message. Meta accepts a text
 * outside the customer-service window and fails it later (131047 through the webhook): the domain
 * sends a template there instead.
 */
export function createCloudApiChannel(options: CloudApiOptions) {
  const doFetch = options.fetchImpl ?? fetch;
  const url = `${options.graphHost.replace(/\/+$/, "")}/${options.graphVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  async function post(toDigits: string, message: Record<string, unknown>): Promise<{ externalId: string | null }> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${options.token}`, "content-type": "application/json" },
        body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", to: toDigits, ...message }),
        signal: AbortSignal.timeout(options.timeoutMs ?? defaultVendorTimeoutMs),
      });
    } catch (error) {
      if (isTimeout(error)) throw new VendorError("timed-out", timedOutMessage, { status: 0, reason: "timeout" });
      throw sendFailure(unreachableMessage, 0);
    }
    const payload = (await response.json().catch((error: unknown) => {
      if (isTimeout(error)) throw new VendorError("timed-out", timedOutMessage, { status: response.status, reason: "timeout" });
      return {};
    })) as GraphErrorBody & { messages?: { id?: string }[] };
    if (!response.ok) {
      const code = payload.error?.code;
      throw sendFailure(spanishErrorFor(code, response.status, payload.error?.error_subcode), response.status, code);
    }
    const externalId = payload.messages?.[0]?.id;
    if (!externalId) throw new VendorError("failed", "WhatsApp no confirmó el envío del mensaje.", { status: response.status });
    return { externalId };
  }

  return {
    mode: "cloud" as const,
    sendText(toDigits: string, body: string): Promise<{ externalId: string | null }> {
      return post(toDigits, { type: "text", text: { preview_url: false, body } });
    },
    sendTemplate(toDigits: string, template: TemplateSend): Promise<{ externalId: string | null }> {
      const parameters = template.params.map((text) => ({ type: "text", text }));
      return post(toDigits, {
        type: "template",
        template: { name: template.name, language: { code: "es" }, ...(parameters.length > 0 ? { components: [{ type: "body", parameters }] } : {}) },
      });
    },
  };
}

/** X-Hub-Signature-256: "sha256=" + HMAC-SHA256 of the raw body with the app secret, compared in constant time. */
export function verifyWebhookSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signWebhookBody(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

export type WebhookStatus = {
  externalId: string;
  status: "sent" | "delivered" | "read" | "failed";
  at: string;
  errorCode: number | undefined;
};
export type WebhookMessage = { externalId: string; fromDigits: string; content: string; at: string };
export type WebhookEvents = { statuses: WebhookStatus[]; messages: WebhookMessage[] };

const knownStatuses = new Set(["sent", "delivered", "read", "failed"]);

function isoFromUnix(value: unknown): string {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : new Date().toISOString();
}

type Change = {
  field?: string;
  value?: {
    metadata?: { phone_number_id?: string };
    statuses?: { id?: string; status?: string; timestamp?: string; errors?: { code?: number }[] }[];
    messages?: { id?: string; from?: string; timestamp?: string; type?: string; text?: { body?: string } }[];
  };
};

/**
 * Reads the events of a Cloud API webhook call ("messages" field): status updates of our messages
 * and messages parents wrote. Changes for another phone number id are ignored.
 */
export function parseWebhookEvents(payload: unknown, phoneNumberId: string): WebhookEvents {
  const events: WebhookEvents = { statuses: [], messages: [] };
  const entries = (payload as { entry?: { changes?: Change[] }[] } | null)?.entry;
  if (!Array.isArray(entries)) return events;
  for (const entry of entries) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      if (change?.field !== "messages" || !change.value) continue;
      const forNumber = change.value.metadata?.phone_number_id;
      if (forNumber && forNumber !== phoneNumberId) continue;
      for (const status of change.value.statuses ?? []) {
        if (!status?.id || !knownStatuses.has(String(status.status))) continue;
        events.statuses.push({
          externalId: status.id,
          status: status.status as WebhookStatus["status"],
          at: isoFromUnix(status.timestamp),
          errorCode: status.errors?.[0]?.code,
        });
      }
      for (const message of change.value.messages ?? []) {
        if (!message?.id || !message.from) continue;
        const text = message.type === "text" ? message.text?.body : undefined;
        events.messages.push({
          externalId: message.id,
          fromDigits: String(message.from).replace(/\D/g, ""),
          content: text ?? `(Mensaje de tipo ${message.type ?? "desconocido"}: ábrelo en WhatsApp para verlo)`,
          at: isoFromUnix(message.timestamp),
        });
      }
    }
  }
  return events;
}
