import { z } from "zod";
import { simatSettingsSchema } from "./simat-settings.js";

/** The SIMAT report and the enrolment book (issue 36): inputs, answers and their Spanish messages. */
export const enrolmentReportMessages = {
  year: "Elige un año entre 2000 y 2100 (por ejemplo 2026)",
  noStudents: (year: number) => `No hay estudiantes matriculados en ${year}: el libro de matrícula de ese año no tiene entradas.`,
  forbidden: "Solo la administración descarga los informes de matrícula.",
} as const;

/** ?year=2026 of the REST downloads and the tRPC check: a whole year between 2000 and 2100. */
export const reportYearInput = z.object({
  year: z.coerce.number({ error: enrolmentReportMessages.year }).int(enrolmentReportMessages.year).min(2000, enrolmentReportMessages.year).max(2100, enrolmentReportMessages.year),
});
export type ReportYearInput = z.infer<typeof reportYearInput>;

export const simatProblemRowSchema = z.object({
  studentId: z.number().nullable(),
  recordId: z.number(),
  name: z.string(),
  problems: z.array(z.string()),
});
export type SimatProblemRow = z.infer<typeof simatProblemRowSchema>;

export const simatCheckSchema = z.object({
  year: z.number(),
  /** Students of the year (the spreadsheet's rows). */
  rows: z.number(),
  /** The rows SIMAT would refuse, with what to fix, first on the screen and in the spreadsheet. */
  problems: z.array(simatProblemRowSchema),
  /** What the school's own SIMAT data lacks (DANE codes, jornada): every row carries it. */
  settingsProblems: z.array(z.string()),
  layoutVersion: z.string(),
});
export type SimatCheck = z.infer<typeof simatCheckSchema>;

export const simatSettingsOutput = simatSettingsSchema;
