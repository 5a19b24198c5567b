import { z } from "zod";
import { isCalendarDate } from "../attendance/attendance.calendar.js";
import { typedNumberValue } from "../numbers.js";
import { performanceLevels } from "../report-cards/performance-scale.js";
import { tribes } from "../school.js";
import { memberRoles, promotionDecisions, promotionMessages, supportCaps, supportResults } from "./promotion.labels.js";

export * from "./promotion.labels.js";

/**
 * The SIEE and promotion (issue 35), Decreto 1290 de 2009: the school's evaluation system (art. 4,
 * adopted and changed as art. 8 says: each adoption a new version that never changes), support
 * activities for a Bajo (art. 4 and 11), the evaluation and promotion commission's acta per tribe
 * and year (art. 11) with each student's decision (art. 6 promotion, art. 7 early promotion).
 */
const m = promotionMessages;

const longText = (required: string) => z.string({ error: required }).trim().min(1, required).max(6000, m.text);
const day = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const schoolYear = z.coerce.number({ error: m.year }).int(m.year).min(2000, m.year).max(2100, m.year);

// ---------- SIEE ----------

/** What the admin writes (art. 4): criteria, the attendance rule, support, complaints, early promotion, the commission. */
export const sieeFieldsInput = z.object({
  /** Art. 4.1: criterios de evaluación. */
  criteria: longText(m.criteria),
  /** Art. 4.1 and 6: criterios de promoción. */
  promotionCriteria: longText(m.promotionCriteria),
  /**
   * Art. 6: the share of unexcused absences above which a student may be held back, a percentage
   * of the marked days typed as a Colombian types it ("25", "12,5"); the school chooses it.
   */
  maxUnexcusedAbsencePercent: z.preprocess(typedNumberValue, z.number({ error: m.absencePercent }).min(0, m.absencePercent).max(100, m.absencePercent)),
  /** Art. 4.6 and 11.3–11.4: las estrategias y actividades de apoyo. */
  supportActivities: longText(m.supportActivities),
  /** The highest level a passed support activity gives (Básico unless the SIEE says otherwise). */
  supportMaxLevel: z.enum(supportCaps, { error: m.supportCap }).default("basico"),
  /** Art. 4.10: instancias, procedimientos y mecanismos de atención y resolución de reclamaciones. */
  complaints: longText(m.complaints),
  /** Art. 7: criterios de la promoción anticipada. */
  earlyPromotion: longText(m.earlyPromotion),
  /** Art. 11.5: la comisión de evaluación y promoción. */
  commission: longText(m.commission),
});
export type SieeFields = z.infer<typeof sieeFieldsInput>;

export const adoptSieeInput = sieeFieldsInput.extend({
  adoptedOn: day(m.adoptedOn),
  /** Art. 8.3: the acta of the consejo directivo that approved it, optional. */
  councilActa: z.string().trim().max(120, m.councilActa).default(""),
});
export type AdoptSieeInput = z.infer<typeof adoptSieeInput>;

const scaleSchema = z.object({ superior: z.number(), alto: z.number(), basico: z.number() });

/** An adopted version's content as stored: the fields, and the scale and cut-offs in force at adoption (art. 4.2, 5). */
export const sieeContentSchema = sieeFieldsInput.extend({
  maxUnexcusedAbsencePercent: z.number(),
  councilActa: z.string(),
  scale: scaleSchema,
});
export type SieeContent = z.infer<typeof sieeContentSchema>;

export const sieeVersionSchema = z.object({
  id: z.number(),
  version: z.number(),
  adoptedOn: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  content: sieeContentSchema,
});
export type SieeVersion = z.infer<typeof sieeVersionSchema>;

export const sieeOverviewSchema = z.object({
  /** The newest version: the one in force; null before the school adopts one. */
  current: sieeVersionSchema.nullable(),
  versions: z.array(z.object({ id: z.number(), version: z.number(), adoptedOn: z.string(), publishedAt: z.string() })),
});
export type SieeOverview = z.infer<typeof sieeOverviewSchema>;

export const sieeVersionInput = z.object({ version: id(m.sieeNotFound) });

// ---------- support activities ----------

export const tribeYearInput = z.object({ tribe: z.enum(tribes, { error: m.tribe }), year: schoolYear });
export type TribeYearInput = z.infer<typeof tribeYearInput>;

export const studentYearInput = z.object({ studentId: id(m.student), year: schoolYear.optional() });

export const createActivityInput = z
  .object({
    studentId: id(m.student),
    year: schoolYear,
    /** "materia:<id>", a subject of the student's tribe, as report cards name it. */
    subject: z.string({ error: m.subject }).regex(/^materia:\d{1,9}$/, m.subject),
    plan: z.string({ error: m.plan }).trim().min(1, m.plan).max(3000, m.planTooLong),
    startsOn: day(m.startsOn),
    endsOn: day(m.endsOn),
    levelBefore: z.enum(performanceLevels, { error: m.levelBefore }).default("bajo"),
  })
  .superRefine((value, ctx) => {
    if (value.levelBefore !== "bajo") ctx.addIssue({ code: "custom", path: ["levelBefore"], message: m.levelBefore });
    if (value.endsOn < value.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: m.endsBeforeStart });
    if (Number(value.startsOn.slice(0, 4)) !== value.year) ctx.addIssue({ code: "custom", path: ["startsOn"], message: m.startsInYear });
  });
export type CreateActivityInput = z.infer<typeof createActivityInput>;

export const recordResultInput = z.object({
  id: id(m.activityNotFound),
  result: z.enum(supportResults, { error: m.result }),
  /** Null with not_passed: the level stays Bajo. */
  levelAfter: z.enum(performanceLevels, { error: m.levelAfter }).nullable().default(null),
  resultOn: day(m.resultOn),
  note: z.string().trim().max(1000, m.note).default(""),
  /** Only to correct a result already recorded; the earlier one stays in the audit log. */
  correctionReason: z.string().trim().max(500, m.correctionReason).default(""),
});
export type RecordResultInput = z.infer<typeof recordResultInput>;

export const supportActivitySchema = z.object({
  id: z.number(),
  studentId: z.number(),
  year: z.number(),
  subject: z.string(),
  subjectName: z.string(),
  plan: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  levelBefore: z.enum(performanceLevels),
  result: z.enum(supportResults).nullable(),
  levelAfter: z.enum(performanceLevels).nullable(),
  resultOn: z.string().nullable(),
  resultNote: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  resultBy: z.string().nullable(),
  resultAt: z.string().nullable(),
});
export type SupportActivity = z.infer<typeof supportActivitySchema>;

const sexSchema = z.enum(["F", "M"]).nullable();
const bajoSubject = z.object({ subject: z.string(), name: z.string(), periods: z.array(z.string()) });

export const tribeActivitiesSchema = z.object({
  tribe: z.string(),
  year: z.number(),
  preschool: z.boolean(),
  /** The highest level a passed activity gives, from the SIEE in force (Básico without one). */
  supportMaxLevel: z.enum(supportCaps),
  subjects: z.array(z.object({ subject: z.string(), name: z.string() })),
  students: z.array(z.object({ id: z.number(), name: z.string(), sex: sexSchema, bajoSubjects: z.array(bajoSubject), activities: z.array(supportActivitySchema) })),
});
export type TribeActivities = z.infer<typeof tribeActivitiesSchema>;

// ---------- the commission's acta ----------

export const memberInput = z.object({
  name: z.string({ error: m.memberName }).trim().min(1, m.memberName).max(120, m.memberNameTooLong),
  role: z.enum(memberRoles, { error: m.memberRole }),
});

export const decisionInput = z
  .object({
    studentId: id(m.student),
    decision: z.enum(promotionDecisions, { error: m.decision }),
    reason: z.string().trim().max(2000, m.reasonTooLong).default(""),
  })
  .superRefine((value, ctx) => {
    // Art. 6 and 7: holding back and early promotion are decisions the acta must explain.
    if (value.decision !== "promovido" && value.reason === "") ctx.addIssue({ code: "custom", path: ["reason"], message: m.reasonRequired });
  });

export const saveActaInput = z
  .object({
    tribe: z.enum(tribes, { error: m.tribe }),
    year: schoolYear,
    metOn: day(m.metOn),
    members: z.array(memberInput, { error: m.members }).min(1, m.members).max(20, m.members),
    notes: z.string().trim().max(6000, m.notes).default(""),
    decisions: z.array(decisionInput).max(200).default([]),
  })
  .superRefine((value, ctx) => {
    const ids = value.decisions.map((d) => d.studentId);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", path: ["decisions"], message: m.repeatedStudent });
  });
export type SaveActaInput = z.infer<typeof saveActaInput>;

export const actaIdInput = z.object({ id: id(m.actaNotFound) });

export const actaSchema = z.object({
  id: z.number(),
  tribe: z.string(),
  year: z.number(),
  version: z.number(),
  metOn: z.string(),
  members: z.array(z.object({ name: z.string(), role: z.enum(memberRoles) })),
  notes: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  updatedAt: z.string(),
  decisions: z.array(z.object({ studentId: z.number(), studentName: z.string(), decision: z.enum(promotionDecisions), reason: z.string() })),
});
export type Acta = z.infer<typeof actaSchema>;

/** What the commission weighs beside each student: attendance against the SIEE rule, the Bajo subjects and their support. */
export const commissionStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  sex: sexSchema,
  attendance: z.object({ markedDays: z.number(), absent: z.number(), excused: z.number(), unexcusedPercent: z.number().nullable(), overLimit: z.boolean() }),
  bajoSubjects: z.array(bajoSubject),
  activities: z.array(supportActivitySchema),
});

export const commissionSchema = z.object({
  tribe: z.string(),
  year: z.number(),
  preschool: z.boolean(),
  /** The SIEE's attendance rule in force; null before the school adopts a SIEE. */
  maxUnexcusedAbsencePercent: z.number().nullable(),
  canWrite: z.boolean(),
  versions: z.array(z.object({ id: z.number(), version: z.number(), closedAt: z.string().nullable() })),
  /** The newest version of the acta; null before the first is written. */
  acta: actaSchema.nullable(),
  students: z.array(commissionStudentSchema),
});
export type Commission = z.infer<typeof commissionSchema>;
