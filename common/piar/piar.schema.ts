import { z } from "zod";
import { isCalendarDate } from "../attendance/attendance.calendar.js";
import { adjustmentKinds, piarMessages, piarSectionKeys, signerKinds } from "./piar.labels.js";

export { adjustmentKindLabels, adjustmentKinds, piarMessages } from "./piar.labels.js";

/**
 * The PIAR (Plan Individual de Ajustes Razonables, Decreto 1421 de 2017, art. 2.3.3.5.2.3.5 of
 * Decreto 1075 de 2015), in the parts of the Ministry's reference format: Anexo 1 (general
 * information and the entornos the family authorised: diagnosis, health, home), Anexo 2 (the
 * pedagogical assessment, the reasonable adjustments per area with their goals) and Anexo 3 (the acta
 * de acuerdo with the family's commitments, signed by the family, the teachers and a directivo).
 * Every revision is kept; the family agrees to one revision's exact text. Reviewed at least once a
 * year. docs/decisions/piar.md.
 */
const m = piarMessages;

const text = z.string().trim().max(3000, m.textTooLong).default("");

const emptyContext = { diagnosis: "", health: "", home: "" };

export const piarContentInput = z.object({
  general: z.object({ supports: text, interests: text }).default({ supports: "", interests: "" }),
  /**
   * Only what the family authorised to record: the diagnosis, health and home together (issue 35), so
   * that "does the plan hold sensitive data" is one question: has content.context any text.
   */
  context: z.object({ diagnosis: text, health: text, home: text }).default(emptyContext),
  assessment: z.object({ howLearns: text, strengths: text, barriers: text }).default({ howLearns: "", strengths: "", barriers: "" }),
  adjustments: z
    .array(
      z.object({
        subject: z.string({ error: m.subjectRequired }).trim().min(1, m.subjectRequired).max(100, m.subjectRequired),
        kind: z.enum(adjustmentKinds, { error: m.kind }),
        adjustment: z.string({ error: m.adjustmentRequired }).trim().min(1, m.adjustmentRequired).max(3000, m.textTooLong),
        goal: text,
      }),
    )
    .max(40, m.tooMany)
    .default([]),
  familyCommitments: text,
});
export type PiarContent = z.infer<typeof piarContentInput>;

/** Whether the plan's family-authorised section (diagnosis, health, home) holds any text. */
export const contextHasText = (content: PiarContent): boolean => Object.values(content.context).some((value) => value.trim() !== "");

/**
 * The content as stored, in any of its shapes: before issue 35 the diagnosis was general.diagnosis;
 * it now is context.diagnosis. Old revisions stay readable: the old shape is read into the new one.
 */
export function upgradePiarContent(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const value = raw as { general?: Record<string, unknown>; context?: Record<string, unknown> };
  const general = value.general && typeof value.general === "object" ? { ...value.general } : undefined;
  if (!general || !("diagnosis" in general)) return raw;
  const { diagnosis, ...rest } = general;
  const context = value.context && typeof value.context === "object" ? { ...value.context } : {};
  if (typeof context.diagnosis !== "string" || context.diagnosis.trim() === "") context.diagnosis = diagnosis;
  return { ...value, general: rest, context };
}

/** Reads stored content JSON (either shape); a row that no longer parses reads as an empty plan. */
export function parseStoredPiarContent(json: string): PiarContent {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    raw = {};
  }
  const parsed = piarContentInput.safeParse(upgradePiarContent(raw));
  return parsed.success ? parsed.data : piarContentInput.parse({});
}

/** The sections whose text differs between two revisions (and "reviewDue" when the date moved). */
export function changedSections(before: { content: PiarContent; reviewDue: string } | null, after: { content: PiarContent; reviewDue: string }): string[] {
  const changed: string[] = piarSectionKeys.filter((key) => JSON.stringify(before?.content[key] ?? null) !== JSON.stringify(after.content[key]));
  if (!before || before.reviewDue !== after.reviewDue) changed.push("reviewDue");
  return changed;
}

/**
 * The content a client sends: the current shape, or one written before issue 35 with
 * general.diagnosis, which lands in context.diagnosis (never dropped silently).
 */
const sentPiarContent = piarContentInput
  .extend({ general: z.object({ supports: text, interests: text, diagnosis: text.optional() }).default({ supports: "", interests: "" }) })
  .transform(({ general: { diagnosis, ...general }, ...rest }): PiarContent => ({
    ...rest,
    general,
    context: diagnosis && !rest.context.diagnosis ? { ...rest.context, diagnosis } : rest.context,
  }));

export const savePiarInput = z.object({
  studentId: z.number({ error: m.student }).int(m.student).positive(m.student),
  content: sentPiarContent,
  /** When it must be reviewed again; at most a year ahead. */
  reviewDue: z.string({ error: m.reviewDue }).refine(isCalendarDate, m.reviewDue),
});
export type SavePiarInput = z.infer<typeof savePiarInput>;

const studentId = z.coerce.number({ error: m.student }).int(m.student).positive(m.student);
const revision = z.coerce.number({ error: m.revision }).int(m.revision).positive(m.revision);

export const studentIdInput = z.object({ studentId });

/** The family's agreement: to the revision they read (a change meanwhile is refused, not agreed to). */
export const agreePiarInput = z.object({ studentId, revision: revision.optional() });

export const revisionInput = z.object({ studentId, revision });

/** Signing the acta of a revision; an admin may choose the title printed under the signature. */
export const signPiarInput = z.object({ studentId, revision, title: z.string({ error: m.signTitle }).trim().max(40, m.signTitle).optional() });
export type SignPiarInput = z.infer<typeof signPiarInput>;

export const followupInput = z.object({
  studentId: z.number({ error: m.student }).int(m.student).positive(m.student),
  period: z.string({ error: m.period }).refine(isCalendarDate, m.period),
  text: z.string({ error: m.followupRequired }).trim().min(1, m.followupRequired).max(3000, m.textTooLong),
});
export type FollowupInput = z.infer<typeof followupInput>;

const signatureSchema = z.object({ kind: z.enum(signerKinds), signerName: z.string(), roleLabel: z.string(), signedAt: z.string() });
export type PiarSignature = z.infer<typeof signatureSchema>;

const agreementSchema = z.object({ revision: z.number(), parentName: z.string(), agreedAt: z.string() });

export const piarSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  /** "F" or "M" from the student's file (common/users/student-sex.ts), null when not recorded. */
  studentSex: z.enum(["F", "M"]).nullable(),
  content: piarContentInput,
  revision: z.number(),
  reviewDue: z.string(),
  /** Within 30 days of its review date, or past it. */
  reviewSoon: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  agreements: z.array(agreementSchema),
  /** Whether the family agreed to the current revision. */
  agreed: z.boolean(),
  /** The newest revision the family agreed to, and the sections changed since (pending agreement). */
  agreedRevision: z.number().nullable(),
  changedSinceAgreed: z.array(z.string()),
  /** The acta (Anexo 3) of the current revision: who signed it. */
  signatures: z.array(signatureSchema),
  /** Whether the person reading signed the current revision's acta (their "Firmar acta" is done). */
  signedByYou: z.boolean(),
  followups: z.array(z.object({ period: z.string(), text: z.string(), writtenAt: z.string(), writtenBy: z.string().nullable() })),
});
export type Piar = z.infer<typeof piarSchema>;

/** One line of the history: who saved which revision, when, and what it changed. */
export const revisionSummarySchema = z.object({
  revision: z.number(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  /** Null for a revision saved before the history was kept (migrated). */
  changedSections: z.array(z.string()).nullable(),
  reviewDue: z.string(),
  agreedBy: z.array(z.string()),
  signatures: z.number(),
});
export type PiarRevisionSummary = z.infer<typeof revisionSummarySchema>;

/** A revision as it was saved, with its agreements and the signatures of its acta. */
export const revisionSchema = revisionSummarySchema.extend({
  studentId: z.number(),
  studentName: z.string(),
  studentSex: z.enum(["F", "M"]).nullable(),
  content: piarContentInput,
  contentHash: z.string(),
  current: z.boolean(),
  agreements: z.array(agreementSchema),
  signatureList: z.array(signatureSchema),
});
export type PiarRevision = z.infer<typeof revisionSchema>;

/**
 * The yearly competencies report (informe anual de competencias o de proceso pedagógico, Decreto 1421
 * de 2017) of a child with a PIAR: a text per area and a general one; each publication a new version.
 */
export const competencyReportInput = z
  .object({
    studentId: z.number({ error: m.student }).int(m.student).positive(m.student),
    year: z.number({ error: m.year }).int(m.year).min(2000, m.year).max(2100, m.year),
    areas: z
      .array(z.object({ area: z.string({ error: m.areaRequired }).trim().min(1, m.areaRequired).max(100, m.areaRequired), text: z.string().trim().max(3000, m.textTooLong) }))
      .max(20, m.tooManyAreas)
      .default([]),
    summary: z.string().trim().max(3000, m.textTooLong).default(""),
  })
  .refine((report) => report.summary !== "" || report.areas.some((a) => a.text !== ""), { message: m.reportEmpty, path: ["summary"] });
export type CompetencyReportInput = z.infer<typeof competencyReportInput>;

export const competencyReportSchema = z.object({
  year: z.number(),
  version: z.number(),
  areas: z.array(z.object({ area: z.string(), text: z.string() })),
  summary: z.string(),
  writtenBy: z.string(),
  publishedAt: z.string(),
});
export type CompetencyReport = z.infer<typeof competencyReportSchema>;

export const competencyReportRef = z.object({ studentId, year: z.coerce.number({ error: m.year }).int(m.year), version: z.coerce.number({ error: m.reportNotFound }).int().positive() });
