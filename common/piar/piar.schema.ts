import { z } from "zod";
import { isCalendarDate } from "../attendance/attendance.calendar.js";
import { adjustmentKinds, piarMessages } from "./piar.labels.js";

export { adjustmentKindLabels, adjustmentKinds, piarMessages } from "./piar.labels.js";

/**
 * The PIAR (Plan Individual de Ajustes Razonables, Decreto 1421 de 2017), in the sections of the
 * Ministry's reference format (Anexo 2): general information, the health and home context the family
 * authorised, the pedagogical assessment, the reasonable adjustments per subject with their goals,
 * and the family's commitments; then the family's agreement (acta de acuerdo) and each period's
 * follow-up. Reviewed at least once a year.
 */
const m = piarMessages;

const text = z.string().trim().max(3000, m.textTooLong).default("");

export const piarContentInput = z.object({
  general: z.object({ diagnosis: text, supports: text, interests: text }).default({ diagnosis: "", supports: "", interests: "" }),
  /** Only what the family authorised to record. */
  context: z.object({ health: text, home: text }).default({ health: "", home: "" }),
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

export const savePiarInput = z.object({
  studentId: z.number({ error: m.student }).int(m.student).positive(m.student),
  content: piarContentInput,
  /** When it must be reviewed again; at most a year ahead. */
  reviewDue: z.string({ error: m.reviewDue }).refine(isCalendarDate, m.reviewDue),
});
export type SavePiarInput = z.infer<typeof savePiarInput>;

export const studentIdInput = z.object({ studentId: z.coerce.number({ error: m.student }).int(m.student).positive(m.student) });

export const followupInput = z.object({
  studentId: z.number({ error: m.student }).int(m.student).positive(m.student),
  period: z.string({ error: m.period }).refine(isCalendarDate, m.period),
  text: z.string({ error: m.followupRequired }).trim().min(1, m.followupRequired).max(3000, m.textTooLong),
});
export type FollowupInput = z.infer<typeof followupInput>;

export const piarSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  content: piarContentInput,
  revision: z.number(),
  reviewDue: z.string(),
  /** Within 30 days of its review date, or past it. */
  reviewSoon: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  agreements: z.array(z.object({ revision: z.number(), parentName: z.string(), agreedAt: z.string() })),
  /** Whether the family agreed to the current revision. */
  agreed: z.boolean(),
  followups: z.array(z.object({ period: z.string(), text: z.string(), writtenAt: z.string(), writtenBy: z.string().nullable() })),
});
export type Piar = z.infer<typeof piarSchema>;
