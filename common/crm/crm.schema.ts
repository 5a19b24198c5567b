import { z } from "zod";
import { messageOutput, okOutput } from "../input-rules.js";
import { typedNumberValue } from "../numbers.js";
import { phoneMessages, toE164 } from "../phone.js";
import { crmStatuses } from "./crm.vocabulary.js";

export { type CrmStatus, crmStatuses, crmStatusLabels } from "./crm.vocabulary.js";

/** The texts of the spec (sections 5 and 8) plus the few the spec left out, in one place. */
export const crmMessages = {
  timedOut: "Google Sheets no respondió a tiempo. Inténtalo de nuevo en unos minutos.",
  phoneHint: phoneMessages.hint,
  nameRequired: "Ingresa el nombre de la empresa",
  badEmail: "Ingresa un correo electrónico válido",
  badStatus: "Elige un estado: prospecto, activo o inactivo",
  badNumber: "Ingresa un número entero de 0 o más",
  badDate: "Ingresa una fecha válida (AAAA-MM-DD)",
  tooLong: "Texto demasiado largo",
  badUpdateIndex: "No se puede actualizar el cliente - índice no válido",
  badDeleteIndex: "No se puede eliminar el cliente - índice no válido",
  notFound: "El cliente no existe o ya fue eliminado.",
  added: "Cliente agregado exitosamente",
  updated: "Cliente actualizado exitosamente",
  deleted: "Cliente eliminado exitosamente",
  statusUpdated: "Estado actualizado exitosamente",
  updateFailed: "Error al actualizar el cliente",
  statusFailed: "Error al actualizar el estado",
  reportFailed: "Error al generar el reporte",
  connectionError: "Error de conexión",
  readOnly:
    "Con una clave de API, Google solo permite leer la hoja. Configura una cuenta de servicio (GOOGLE_SHEETS_KEY_FILE) para agregar, editar o eliminar clientes.",
  localSource: "Los clientes se guardan en la base de datos de Tribu; no hay una hoja de Google Sheets que configurar.",
} as const;


const text = (max: number) => z.string({ error: crmMessages.tooLong }).trim().max(max, crmMessages.tooLong).optional().default("");

/** What the add modal (and the quotation's 'Agregar a CRM' modal) sends. */
export const crmClientInput = z.object({
  name: z.string({ error: crmMessages.nameRequired }).trim().min(1, crmMessages.nameRequired).max(200, crmMessages.tooLong),
  contactPerson: text(200),
  email: text(254).refine((value) => value === "" || z.email().safeParse(value).success, crmMessages.badEmail),
  // One format (issue 22, common/phone.ts): typed any usual way, stored as E.164 ("+573001234567").
  phone: text(40)
    .refine((value) => value === "" || toE164(value) !== null, phoneMessages.invalid)
    .transform((value) => (value === "" ? "" : (toE164(value) as string))),
  address: text(300),
  status: z.enum(crmStatuses, { error: crmMessages.badStatus }).optional().default("prospect"),
  notes: text(2000),
});
export type CrmClientInput = z.infer<typeof crmClientInput>;

/**
 * A row index: a whole number (or its digits as text, from a REST path). First in its schema, so a bad
 * index answers the spec's own message; the service then checks it against the first client row.
 */
const rowIndexField = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value))
    .pipe(z.number({ error: message }).int(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message));

const count = z.preprocess(
  typedNumberValue,
  z.number({ error: crmMessages.badNumber }).int(crmMessages.badNumber).min(0, crmMessages.badNumber).max(1e12, crmMessages.badNumber),
);

/** The edit modal may also correct the projects, revenue and last-contact date kept on the row. */
export const crmClientUpdateInput = z.object({
  rowIndex: rowIndexField(crmMessages.badUpdateIndex),
  ...crmClientInput.shape,
  totalProjects: count.optional(),
  totalRevenue: count.optional(),
  lastContact: z
    .string({ error: crmMessages.badDate })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, crmMessages.badDate)
    .optional(),
});
export type CrmClientUpdateInput = z.infer<typeof crmClientUpdateInput>;

export const crmStatusInput = z.object({ rowIndex: rowIndexField(crmMessages.badUpdateIndex), status: z.enum(crmStatuses, { error: crmMessages.badStatus }) });
export const crmRowInput = z.object({ rowIndex: rowIndexField(crmMessages.badDeleteIndex) });

export const crmClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  status: z.enum(crmStatuses),
  totalProjects: z.number(),
  totalRevenue: z.number(),
  /** ISO date (AAAA-MM-DD) when the sheet holds one; otherwise the sheet's text as it is. */
  lastContact: z.string(),
  notes: z.string(),
  /** Sheet row number (row 1 is the header) with Google Sheets; the row id in Tribu's database. */
  rowIndex: z.number(),
});
export type CrmClient = z.infer<typeof crmClientSchema>;

export const crmSourceSchema = z.object({ source: z.enum(["sheets", "local"]), sheetName: z.string().nullable(), canWrite: z.boolean() });
export type CrmSource = z.infer<typeof crmSourceSchema>;
export const crmConnectionResultSchema = z.object({ ok: z.boolean(), message: z.string(), sheets: z.array(z.string()) });
export type CrmConnectionResult = z.infer<typeof crmConnectionResultSchema>;

export const crmClientSavedOutput = messageOutput({ client: crmClientSchema });
/** Deleting a client, and preparing the sheet (whose message comes from the store). */
export const crmDoneOutput = okOutput;
