import { z } from "zod";
import { endSentence, formatTime } from "../format.js";
import { messageOutput } from "../input-rules.js";
import { pageFields } from "../paging.js";
import { tribes } from "../school.js";

/**
 * Announcements (comunicados, issue 25): admins write to the whole school, teachers to their tribes
 * or classes; for families, for students or both; optionally asking for "Leído".
 */
export const announcementScopes = ["school", "tribes", "classes"] as const;
export type AnnouncementScope = (typeof announcementScopes)[number];

export const announcementMessages = {
  titleRequired: "Escribe el título del comunicado.",
  titleTooLong: "El título puede tener como máximo 150 caracteres.",
  textRequired: "Escribe el texto del comunicado.",
  textTooLong: "El texto puede tener como máximo 5000 caracteres.",
  badScope: "Elige a quién va el comunicado: todo el colegio, unas tribus o unas clases.",
  badTribe: "Tribu no válida: elige de la Tribu 1 a la Tribu 5.",
  tribesRequired: "Elige al menos una tribu.",
  badClass: "Clase no válida.",
  classesRequired: "Elige al menos una clase.",
  tooManyTargets: "Un comunicado puede ir a 20 tribus o clases como máximo.",
  audienceRequired: "Elige para quién es: familias, estudiantes o ambos.",
  badFlag: "Valor no válido: usa sí o no.",
  notFound: "El comunicado no existe.",
  forbidden: "No puedes ver este comunicado.",
  staffOnly: "Solo los docentes y administradores escriben comunicados.",
  schoolAdminsOnly: "Solo los administradores escriben a todo el colegio.",
  notYourTribe: "Solo puedes escribir a tu tribu y a las clases que enseñas.",
  unknownClass: "Esa clase no existe.",
  wrongAttachment: "El adjunto debe ser un PDF o una imagen (PNG, JPG, GIF o WEBP).",
  noAttachment: "Este comunicado no tiene adjunto.",
  membersOnly: "Solo las familias y los estudiantes de la escuela leen comunicados.",
  notAudience: "Solo quienes reciben el comunicado lo marcan como leído.",
  noConfirmation: "Este comunicado no pide confirmación de lectura.",
  managersOnly: "Solo quien escribió el comunicado o un administrador ve quién lo ha leído y envía recordatorios.",
  nobodyPending: "Todos ya lo han leído: no hay a quién recordar.",
  nobodyPendingConfirmation: "Todos ya confirmaron la lectura: no hay a quién recordar.",
  created: "Comunicado publicado",
  read: "Comunicado marcado como leído",
  confirmed: "Lectura confirmada",
} as const;
const m = announcementMessages;

/** Minutes between two reminders of one announcement. */
export const reminderIntervalMinutes = 60;

/** The answer when a reminder was sent less than an hour ago: when the next one may go ("… desde las 8:28 a. m."). */
export function reminderTooSoonMessage(nextAt: string): string {
  return endSentence(`Ya se envió un recordatorio hace menos de una hora. Podrás enviar otro desde las ${formatTime(nextAt)}`);
}
/** The answer after a reminder. */
export function remindedMessage(count: number): string {
  return count === 1 ? "Recordatorio enviado a 1 persona" : `Recordatorio enviado a ${count} personas`;
}

function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

/** "Familias de Tribu 1 y Tribu 2", "Estudiantes de la clase Ciencias", "Familias y estudiantes de todo el colegio". */
export function audienceLabel(audience: { scope: AnnouncementScope; tribes: readonly string[]; classes: readonly { title: string }[]; families: boolean; students: boolean }): string {
  const who = audience.families && audience.students ? "Familias y estudiantes" : audience.students ? "Estudiantes" : "Familias";
  if (audience.scope === "school") return `${who} de todo el colegio`;
  if (audience.scope === "tribes") return `${who} de ${joinSpanish(audience.tribes)}`;
  const titles = audience.classes.map((c) => c.title);
  // Its classes were deleted since (their targets go with them): it reaches nobody now.
  if (titles.length === 0) return `${who} de clases que ya no existen`;
  return `${who} de ${titles.length === 1 ? "la clase" : "las clases"} ${joinSpanish(titles)}`;
}

const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2 ** 31 - 1, message);

/** Yes or no, from JSON (true/false) or a form field ("true", "1", "on", "false", "0"). */
function flag(defaultValue: boolean) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === "") return defaultValue;
    if (value === true || value === 1 || value === "true" || value === "1" || value === "on") return true;
    if (value === false || value === 0 || value === "false" || value === "0" || value === "off") return false;
    return value;
  }, z.boolean({ error: m.badFlag }));
}

/** A list from JSON (an array) or a form field ("Tribu 1,Tribu 2"); repeated items are kept once. */
function listOf<T extends z.ZodType>(item: T, message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return [];
      if (typeof value === "string") return value.split(",").map((part) => part.trim()).filter((part) => part !== "");
      if (typeof value === "number") return [value];
      return value;
    },
    z
      .array(item, { error: message })
      .max(20, m.tooManyTargets)
      .transform((items) => [...new Set(items)] as z.output<T>[]),
  );
}

export const tribeField = z.enum(tribes, { error: m.badTribe });

/** "Publicar": as JSON, or as the fields of a multipart form whose file is the attachment. */
export const createAnnouncementInput = z
  .object({
    title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(150, m.titleTooLong),
    text: z.string({ error: m.textRequired }).trim().min(1, m.textRequired).max(5000, m.textTooLong),
    scope: z.enum(announcementScopes, { error: m.badScope }),
    tribes: listOf(tribeField, m.badTribe),
    classIds: listOf(id(m.badClass), m.badClass),
    forFamilies: flag(true),
    forStudents: flag(false),
    requiresConfirmation: flag(false),
  })
  .superRefine((value, ctx) => {
    if (!value.forFamilies && !value.forStudents) ctx.addIssue({ code: "custom", message: m.audienceRequired, path: ["forFamilies"] });
    if (value.scope === "tribes" && value.tribes.length === 0) ctx.addIssue({ code: "custom", message: m.tribesRequired, path: ["tribes"] });
    if (value.scope === "classes" && value.classIds.length === 0) ctx.addIssue({ code: "custom", message: m.classesRequired, path: ["classIds"] });
  });
export type CreateAnnouncementInput = z.output<typeof createAnnouncementInput>;

export const announcementIdInput = z.object({ id: id(m.notFound) });
export const listAnnouncementsInput = z.object(pageFields(25));
export type ListAnnouncementsInput = z.output<typeof listAnnouncementsInput>;

/** Marking read; `confirm` also confirms "Leído" where the announcement asks for it. */
export const readAnnouncementInput = z.object({ confirm: flag(false) });
export type ReadAnnouncementInput = z.output<typeof readAnnouncementInput>;
/** announcements.markRead on tRPC: { id, confirm }. */
export const readAnnouncementCall = announcementIdInput.extend(readAnnouncementInput.shape);

const personSchema = z.object({ id: z.number(), name: z.string() });

export const audienceSchema = z.object({
  scope: z.enum(announcementScopes),
  tribes: z.array(z.string()),
  classes: z.array(z.object({ id: z.number(), title: z.string() })),
  families: z.boolean(),
  students: z.boolean(),
  label: z.string(),
});
export type AnnouncementAudience = z.infer<typeof audienceSchema>;

export const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  author: personSchema.nullable(),
  audience: audienceSchema,
  requiresConfirmation: z.boolean(),
  /** The attached file; `url` serves it to the audience, the author and the admins. */
  attachment: z.object({ name: z.string(), size: z.number(), mimeType: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller's own reading, when the caller is one of its audience; null otherwise. */
  mine: z.object({ readAt: z.string().nullable(), confirmedAt: z.string().nullable() }).nullable(),
  /** True for its author and the admins: they see its readers and send reminders. */
  canManage: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.object({
  announcements: z.array(announcementSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** A self-registered account not yet placed by an admin (common/users/placement.ts): the list is empty and the screen says why. */
  awaitingPlacement: z.boolean(),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;
export const announcementOutput = messageOutput({ announcement: announcementSchema });
/** One announcement, as GET /api/announcements/:id answers it. */
export const announcementViewSchema = z.object({ announcement: announcementSchema });

export const readerSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(["parent", "student"]),
  /** A parent's children through whom the announcement reaches them, by name (issue 34); empty for a student. */
  children: z.array(z.object({ id: z.number(), name: z.string(), tribe: z.string().nullable() })),
  readAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** Not yet confirmed (or, when no confirmation is asked, not yet read): a reminder reaches them. */
  pending: z.boolean(),
});
export type Reader = z.infer<typeof readerSchema>;

export const reminderSchema = z.object({ sentAt: z.string(), sentBy: personSchema.nullable(), recipients: z.number() });
export type Reminder = z.infer<typeof reminderSchema>;

export const readersSchema = z.object({
  announcementId: z.number(),
  requiresConfirmation: z.boolean(),
  counts: z.object({ audience: z.number(), read: z.number(), confirmed: z.number(), pending: z.number() }),
  /** Everyone the announcement is for, those still pending first, then by the child's name (a parent's first child's). */
  readers: z.array(readerSchema),
  reminders: z.array(reminderSchema),
  /** When the next reminder may go (null: now). */
  nextReminderAt: z.string().nullable(),
});
export type Readers = z.infer<typeof readersSchema>;

export const remindOutput = messageOutput({ reminder: reminderSchema, readers: readersSchema });
