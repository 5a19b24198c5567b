import { z } from "zod";
import { isCalendarDate } from "../attendance/attendance.calendar.js";
import { tribes } from "../school.js";
import { figuresSchema } from "../attendance/attendance.schema.js";
import { performanceLevels } from "./performance-scale.js";

/**
 * A period's report card (issue 26): per subject ("materia:<id>") the level (computed from the
 * period's grades; a teacher may choose another with a reason) and a descriptive comment; per
 * development dimension ("dimension:<name>") for preschool, the comment only, no level or number.
 */
export const reportCardTextMessages = {
  badPeriod: "Ese periodo no está en el calendario escolar.",
  student: "Elige un estudiante.",
  subject: "Esa materia o dimensión no es de la tribu del estudiante.",
  level: "Elige un desempeño: Superior, Alto, Básico o Bajo.",
  reasonRequired: "Escribe por qué el desempeño es distinto del calculado con las notas.",
  reasonTooLong: "El motivo puede tener como máximo 300 caracteres.",
  textTooLong: "Cada comentario puede tener como máximo 1500 caracteres.",
  preschoolNoLevel: "El informe de preescolar es descriptivo: sin desempeños ni notas.",
  noTribe: "El estudiante no tiene tribu: asígnale una en Usuarios antes de escribir su boletín.",
  notPublished: "Ese boletín no existe o todavía no se ha publicado.",
  noneInTribe: "Esta tribu no tiene boletines publicados en ese periodo.",
  noneInYear: "Este estudiante no tiene boletines publicados en ese año.",
  year: "Escribe un año válido, por ejemplo 2026.",
  saved: "Boletín guardado",
  published: (count: number, unchanged: number) =>
    `Boletines publicados: ${count}${unchanged ? `; ${unchanged} sin cambios desde su última publicación` : ""}.`,
  studentIds: "Elige los boletines que quieres publicar.",
  notInTribe: "Uno de los estudiantes elegidos no es de esa tribu.",
  /** 409: the server checks each card again when publishing (issue 35). */
  incomplete: (name: string, missing: string) => `El boletín de ${name} está incompleto: falta ${missing}. No se publicó ningún boletín: complétalo o publica solo los completos.`,
  /** 409: publishing before the period's last day needs the explicit choice (issue 35). */
  periodNotEnded: (end: string) => `El periodo aún no termina (termina el ${end}). Confirma que quieres publicar antes de que termine.`,
} as const;
const m = reportCardTextMessages;

const text = z.string().trim().max(1500, m.textTooLong).default("");
const period = z.string({ error: m.badPeriod }).refine(isCalendarDate, m.badPeriod);

export const entryInput = z.object({
  studentId: z.number({ error: m.student }).int(m.student).positive(m.student),
  period,
  subject: z
    .string({ error: m.subject })
    .regex(/^(materia:\d{1,9}|dimension:.{1,60})$/, m.subject),
  level: z.enum(performanceLevels, { error: m.level }).nullable().default(null),
  overrideReason: z.string().trim().max(300, m.reasonTooLong).nullable().default(null),
  strengths: text,
  difficulties: text,
  recommendations: text,
});
export type EntryInput = z.infer<typeof entryInput>;

export const tribePeriodInput = z.object({ tribe: z.enum(tribes, { error: "Elige una tribu de la escuela." }), period });
export type TribePeriodInput = z.infer<typeof tribePeriodInput>;

/**
 * What the admin publishes (issue 35): the tribe's period and the students whose cards go out (the
 * confirmation's choice, the complete ones by default; without the list, every card of the tribe,
 * each checked all the same). `beforePeriodEnd`: the admin confirmed publishing before the period's
 * last day; the server refuses without it then.
 */
export const publishInput = tribePeriodInput.extend({
  studentIds: z
    .array(z.number({ error: m.studentIds }).int(m.studentIds).positive(m.studentIds), { error: m.studentIds })
    .min(1, m.studentIds)
    .max(500, m.studentIds)
    .optional(),
  beforePeriodEnd: z.boolean().default(false),
});
export type PublishInput = z.infer<typeof publishInput>;

/** ?para=otra-institucion on a card's PDF: the copy meant for another school (issue 35). */
export const pdfForInput = z.object({ para: z.enum(["familia", "otra-institucion"], { error: "Elige para quién es el PDF: familia u otra institución." }).optional() });

export const versionIdInput = z.object({ id: z.coerce.number({ error: m.notPublished }).int(m.notPublished).positive(m.notPublished) });

export const childCardsInput = z.object({ studentId: z.coerce.number({ error: m.student }).int(m.student).positive(m.student) });

/** The final report (informe final) of a student's school year: the year its periods start in. */
export const finalReportInput = childCardsInput.extend({ year: z.coerce.number({ error: m.year }).int(m.year).min(2000, m.year).max(2100, m.year) });

const level = z.enum(performanceLevels);

export const cardEntrySchema = z.object({
  subject: z.string(),
  name: z.string(),
  /** From the period's grades; null for preschool or without grades. */
  computedAverage: z.number().nullable(),
  computedLevel: level.nullable(),
  /** The level the card shows: the teacher's choice or the computed one. */
  level: level.nullable(),
  overrideReason: z.string().nullable(),
  strengths: z.string(),
  difficulties: z.string(),
  recommendations: z.string(),
});
export type CardEntry = z.infer<typeof cardEntrySchema>;

export const tribeCardsSchema = z.object({
  tribe: z.string(),
  period: z.object({ name: z.string(), start: z.string(), end: z.string() }),
  preschool: z.boolean(),
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      version: z.number(),
      changedSincePublished: z.boolean(),
      entries: z.array(cardEntrySchema),
    }),
  ),
});
export type TribeCards = z.infer<typeof tribeCardsSchema>;

export const missingSubjectSchema = z.object({ subject: z.string(), name: z.string(), missing: z.array(z.enum(["level", "comment"])) });

/** The confirmation before publishing (issue 35): per card, whether it is complete and what it lacks. */
export const publicationPreviewSchema = z.object({
  tribe: z.string(),
  period: z.object({ name: z.string(), start: z.string(), end: z.string() }),
  preschool: z.boolean(),
  /** False before the period's last day in the school's calendar: publishing then needs a second yes. */
  periodEnded: z.boolean(),
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      version: z.number(),
      /** "new": never published; "changed": edited since its last publication; "unchanged": nothing to publish. */
      state: z.enum(["new", "changed", "unchanged"]),
      complete: z.boolean(),
      /** Empty when complete; also empty for a tribe without subjects (then `complete` is false). */
      missing: z.array(missingSubjectSchema),
    }),
  ),
});
export type PublicationPreview = z.infer<typeof publicationPreviewSchema>;

export const publishOutput = z.object({ published: z.number(), unchanged: z.number() });

/** A publication as the family reads it. */
export const publishedCardSchema = z.object({
  student: z.object({ id: z.number(), name: z.string() }),
  tribe: z.string(),
  period: z.object({ name: z.string(), start: z.string(), end: z.string() }),
  preschool: z.boolean(),
  entries: z.array(cardEntrySchema),
  /** Whether the student is evaluated with the adjustments of a PIAR (Decreto 1421 de 2017). */
  piar: z.boolean(),
  /** The period's attendance (the register's marks), as attendance counts it. */
  attendance: figuresSchema,
  /** The tribe's teachers and the director, as they sign the card. */
  teachers: z.array(z.string()),
  director: z.string(),
  /** The title printed under the director's line (issue 35); versions published before it printed "Director(a)". */
  directorTitle: z.string().optional(),
});
export type PublishedCard = z.infer<typeof publishedCardSchema>;

export const cardVersionSchema = z.object({
  id: z.number(),
  version: z.number(),
  publishedAt: z.string(),
  card: publishedCardSchema,
});
export type CardVersion = z.infer<typeof cardVersionSchema>;
