import { z } from "zod";
import { messageOutput } from "../input-rules.js";
import { navigationTribes } from "../school.js";
import { isCalendarDate } from "./attendance.calendar.js";

/** The four marks of the register; the keys travel, the labels are what people read. */
export const attendanceMarks = ["present", "absent", "late", "excused"] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];
export const markLabels: Record<AttendanceMark, string> = { present: "Presente", absent: "Ausente", late: "Tarde", excused: "Excusa" };

export const excuseStatuses = ["pending", "accepted"] as const;
export type ExcuseStatus = (typeof excuseStatuses)[number];
export const excuseStatusLabels: Record<ExcuseStatus, string> = { pending: "Pendiente", accepted: "Aceptada" };

export const alertKinds = ["absent", "corrected"] as const;
export type AlertKind = (typeof alertKinds)[number];

const weekdayNames = ["", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];

/** Supports one excuse may gather: enough for a doctor's note and its follow-ups, not a way to fill the school's disk. */
export const maxSupportsPerExcuse = 10;

export const attendanceMessages = {
  badTribe: "Elige una tribu, de la Tribu 1 a la Tribu 4.",
  badDate: "La fecha no es válida. Usa el formato AAAA-MM-DD.",
  badMonth: "El mes no es válido. Usa el formato AAAA-MM.",
  badYear: "El año no es válido.",
  badMark: "Marca no válida: usa Presente, Ausente, Tarde o Excusa.",
  badStudent: "Elige un estudiante.",
  noteTooLong: "La nota puede tener como máximo 300 caracteres.",
  tooManyMarks: "Una lista puede tener como máximo 500 estudiantes.",
  repeatedStudent: "Un estudiante aparece dos veces en la lista.",
  futureDate: "No se puede tomar asistencia de un día que aún no llega.",
  outsideYear: "La fecha está fuera del año escolar.",
  notYourTribe: "Solo puedes tomar asistencia de las tribus y clases que enseñas.",
  studentNotInTribe: "Ese estudiante no está en la lista de esta tribu.",
  staffOnly: "Solo los docentes y administradores toman asistencia.",
  emptyRegister: "Esta tribu no tiene estudiantes activos para tomar asistencia.",
  excuseTextRequired: "Escribe el motivo de la excusa.",
  excuseTooLong: "La excusa puede tener como máximo 1000 caracteres.",
  parentsOnly: "Solo las familias envían excusas.",
  notYourChild: "Solo puedes enviar excusas de tus propios hijos.",
  excuseExists: "Ya hay una excusa para ese estudiante y ese día.",
  excuseNotFound: "La excusa no existe.",
  excuseAlreadyAccepted: "Esa excusa ya fue aceptada.",
  notYourStudent: "Solo puedes revisar excusas de tus estudiantes.",
  summaryTarget: "Elige un estudiante o una tribu.",
  summaryRange: "Elige un mes o un periodo.",
  badPeriod: "Ese periodo no está en el calendario escolar.",
  excuseFileKind: "La excusa solo lleva un PDF o una foto (JPG, PNG, GIF o WEBP).",
  excuseFileNotFound: "Esa excusa no tiene archivo.",
  excuseFileForbidden: "Solo la familia que envió la excusa, sus docentes y los administradores ven ese archivo.",
  supportEmpty: "Agrega un archivo o escribe una nota.",
  supportNoteTooLong: "La nota puede tener como máximo 1000 caracteres.",
  supportNotYourChild: "Solo la familia del estudiante agrega soportes a su excusa.",
  supportDecided: "Esa excusa ya fue revisada: ya no se le pueden agregar soportes.",
  supportsFull: `Esa excusa ya tiene ${maxSupportsPerExcuse} soportes, el máximo. Si falta algo, escribe a la escuela.`,
  supportFileNotFound: "Ese soporte no tiene archivo.",
  supportFileForbidden: "Solo la familia del estudiante, sus docentes y los administradores ven ese archivo.",
  summaryForbidden: "No puedes ver la asistencia de ese estudiante o tribu.",
  alertsForbidden: "Solo las familias y los administradores ven los avisos de asistencia.",
  schoolDaysRequired: "Elige al menos un día de clases.",
  badWeekday: "Los días de clases van de 1 (lunes) a 7 (domingo).",
  holidayNameRequired: "Escribe el nombre del festivo.",
  holidayOutsideYear: "Cada festivo debe ser del año que estás guardando.",
  repeatedHoliday: "Un festivo aparece dos veces.",
  periodNameRequired: "Escribe el nombre del periodo.",
  periodOrder: "El periodo debe terminar después de empezar.",
  periodStartYear: "Cada periodo debe empezar en el año que estás guardando.",
  periodOverlap: "Los periodos no pueden cruzarse.",
  saved: "Asistencia guardada",
  excuseSent: "Excusa enviada",
  excuseAccepted: "Excusa aceptada",
  supportAdded: "Soporte agregado a la excusa",
  calendarSaved: "Calendario escolar guardado",
} as const;
const m = attendanceMessages;

/** "El sábado no es día de clases.", "El 2026-03-23 es festivo (Día de San José)." */
export function notSchoolDayMessage(weekday: number): string {
  return `El ${weekdayNames[weekday] ?? "día"} no es día de clases.`;
}
export function holidayMessage(date: string, name: string): string {
  return `El ${date} es festivo (${name}): no hay clases.`;
}
/** The message parents read after an absence is corrected to present. */
export function correctedMessage(studentName: string): string {
  return `Error corregido: ${studentName} sí asistió`;
}

const blankAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2 ** 31 - 1, message);

export const tribeField = z.enum(navigationTribes, { error: m.badTribe });
export const dateField = z.string({ error: m.badDate }).trim().refine(isCalendarDate, m.badDate);
const monthField = z
  .string({ error: m.badMonth })
  .trim()
  .refine((value) => /^\d{4}-\d{2}$/.test(value) && isCalendarDate(`${value}-01`), m.badMonth);
const markField = z.enum(attendanceMarks, { error: m.badMark });
const noteField = z.preprocess(blankAsUndefined, z.string({ error: m.noteTooLong }).trim().max(300, m.noteTooLong).optional());

/** Which register: a tribe, and a date (today at the school when left out). */
export const registerQuery = z.object({
  tribe: tribeField,
  date: z.preprocess(blankAsUndefined, dateField.optional()),
});
export type RegisterQuery = z.infer<typeof registerQuery>;

/** "Guardar": the marks of the register; students left out keep what they had (or the default). */
export const saveRegisterInput = registerQuery.extend({
  marks: z
    .array(z.object({ studentId: id(m.badStudent), mark: markField, note: noteField }), { error: m.badMark })
    .max(500, m.tooManyMarks)
    .refine((marks) => new Set(marks.map((x) => x.studentId)).size === marks.length, m.repeatedStudent),
});
export type SaveRegisterInput = z.infer<typeof saveRegisterInput>;

const personSchema = z.object({ id: z.number(), name: z.string() });

export const markChangeSchema = z.object({
  from: z.enum(attendanceMarks).nullable(),
  to: z.enum(attendanceMarks),
  note: z.string().nullable(),
  by: personSchema.nullable(),
  at: z.string(),
});
export type MarkChange = z.infer<typeof markChangeSchema>;

export const registerRowSchema = z.object({
  studentId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  mark: z.enum(attendanceMarks),
  label: z.string(),
  note: z.string().nullable(),
  /** True when the mark was saved; false when it is the default (Presente, or Excusa with an accepted excuse). */
  saved: z.boolean(),
  takenBy: personSchema.nullable(),
  takenAt: z.string().nullable(),
  updatedBy: personSchema.nullable(),
  updatedAt: z.string().nullable(),
  /** Every change after the first save: who, when, from what to what. */
  corrections: z.array(markChangeSchema),
  excuse: z.object({ id: z.number(), status: z.enum(excuseStatuses), text: z.string() }).nullable(),
});
export type RegisterRow = z.infer<typeof registerRowSchema>;

export const registerSchema = z.object({
  tribe: z.string(),
  date: z.string(),
  today: z.string(),
  /** True once the register of this tribe and day has been saved. */
  saved: z.boolean(),
  students: z.array(registerRowSchema),
});
export type Register = z.infer<typeof registerSchema>;

export const savedRegisterOutput = messageOutput({
  register: registerSchema,
  /** What the save produced: new absence alerts and "Error corregido" messages (one per child and day at most). */
  alerts: z.object({ absent: z.number(), corrected: z.number() }),
});

export const excuseInput = z.object({
  studentId: id(m.badStudent),
  date: dateField,
  text: z.string({ error: m.excuseTextRequired }).trim().min(1, m.excuseTextRequired).max(1000, m.excuseTooLong),
});
export type ExcuseInput = z.infer<typeof excuseInput>;
export const excuseIdInput = z.object({ id: id(m.excuseNotFound) });
/** "Agregar soporte": a note (and, by REST, a file) for a pending excuse; one of the two at least (the service checks with the file). */
export const supportInput = z.object({
  id: id(m.excuseNotFound),
  note: z.preprocess(blankAsUndefined, z.string({ error: m.supportNoteTooLong }).trim().max(1000, m.supportNoteTooLong).optional()),
});
export type SupportInput = z.infer<typeof supportInput>;
export const supportFileInput = z.object({ id: id(m.excuseNotFound), supportId: id(m.supportFileNotFound) });

const fileSchema = z.object({ name: z.string(), size: z.number(), mimeType: z.string(), url: z.string() });
/** What the family added to a pending excuse ("Agregar soporte"). */
export const excuseSupportSchema = z.object({
  id: z.number(),
  note: z.string().nullable(),
  file: fileSchema.nullable(),
  addedBy: personSchema.nullable(),
  createdAt: z.string(),
});
export type ExcuseSupport = z.infer<typeof excuseSupportSchema>;

export const excuseSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  tribe: z.string().nullable(),
  date: z.string(),
  text: z.string(),
  status: z.enum(excuseStatuses),
  sentBy: personSchema.nullable(),
  /** The file sent with it (a PDF or a picture), fetched with the session from `url`. */
  file: fileSchema.nullable(),
  createdAt: z.string(),
  decidedBy: personSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** Files and notes the family added while it was pending, oldest first. */
  supports: z.array(excuseSupportSchema),
});
export type Excuse = z.infer<typeof excuseSchema>;
export const excuseOutput = messageOutput({ excuse: excuseSchema });
export const listExcusesInput = z.object({ status: z.preprocess(blankAsUndefined, z.enum(excuseStatuses, { error: "Estado no válido" }).optional()) });
export type ListExcusesInput = z.infer<typeof listExcusesInput>;
export const excuseListSchema = z.object({ excuses: z.array(excuseSchema) });

export const alertSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  date: z.string(),
  kind: z.enum(alertKinds),
  message: z.string(),
  createdAt: z.string(),
  /** When it went out by email or WhatsApp; null while it is only in the app. */
  sentAt: z.string().nullable(),
  /** The excuse of that child and day, once the family sent one ("Excusa enviada", "Excusa aceptada"). */
  excuseStatus: z.enum(excuseStatuses).nullable(),
});
export type AttendanceAlert = z.infer<typeof alertSchema>;
export const alertListSchema = z.object({ alerts: z.array(alertSchema) });

/** The figures of a month or of a period (named by the day it starts): for one student, or for a tribe. */
export const summaryInput = z
  .object({
    studentId: z.preprocess(blankAsUndefined, id(m.badStudent).optional()),
    tribe: z.preprocess(blankAsUndefined, tribeField.optional()),
    month: z.preprocess(blankAsUndefined, monthField.optional()),
    /** The start day of one of the calendar's periods. */
    period: z.preprocess(blankAsUndefined, z.string({ error: m.badPeriod }).trim().refine(isCalendarDate, m.badPeriod).optional()),
  })
  .refine((value) => (value.studentId === undefined) !== (value.tribe === undefined), { message: m.summaryTarget, path: ["studentId"] })
  .refine((value) => (value.month === undefined) !== (value.period === undefined), { message: m.summaryRange, path: ["month"] });
export type SummaryInput = z.infer<typeof summaryInput>;

export const figuresSchema = z.object({
  /** School days with a saved mark in the month. */
  markedDays: z.number(),
  present: z.number(),
  late: z.number(),
  absent: z.number(),
  excused: z.number(),
  /** Days the child was not there: Ausente and Excusa. */
  daysAbsent: z.number(),
  /** (Presente + Tarde) / marked days, one decimal; null with no marked day. */
  attendedPercent: z.number().nullable(),
});
export type Figures = z.infer<typeof figuresSchema>;

export const periodSchema = z.object({ name: z.string(), start: z.string(), end: z.string() });

export const summarySchema = z.object({
  /** The month asked for, or null when a period was. */
  month: z.string().nullable(),
  period: periodSchema.nullable(),
  tribe: z.string().nullable(),
  studentId: z.number().nullable(),
  totals: figuresSchema,
  students: z.array(z.object({ studentId: z.number(), name: z.string() }).extend(figuresSchema.shape)),
});
export type AttendanceSummary = z.infer<typeof summarySchema>;

const holidayField = z.object({
  date: dateField,
  name: z.string({ error: m.holidayNameRequired }).trim().min(1, m.holidayNameRequired).max(80, m.holidayNameRequired),
});
const periodField = z
  .object({
    name: z.string({ error: m.periodNameRequired }).trim().min(1, m.periodNameRequired).max(60, m.periodNameRequired),
    start: dateField,
    end: dateField,
  })
  .refine((p) => p.start <= p.end, { message: m.periodOrder, path: ["end"] });

const yearField = z.coerce.number({ error: m.badYear }).int(m.badYear).min(2000, m.badYear).max(2100, m.badYear);
export const calendarQuery = z.object({ year: z.preprocess(blankAsUndefined, yearField.optional()) });
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** The admin's settings of one year: school days of the week, holidays and the periods that start in it. */
export const saveCalendarInput = z
  .object({
    year: yearField,
    schoolDays: z
      .array(z.number({ error: m.badWeekday }).int(m.badWeekday).min(1, m.badWeekday).max(7, m.badWeekday), { error: m.schoolDaysRequired })
      .min(1, m.schoolDaysRequired)
      .max(7, m.badWeekday),
    holidays: z.array(holidayField).max(60, m.repeatedHoliday),
    periods: z.array(periodField).max(12, m.periodOverlap),
  })
  .superRefine((value, ctx) => {
    if (value.holidays.some((h) => Number(h.date.slice(0, 4)) !== value.year)) ctx.addIssue({ code: "custom", message: m.holidayOutsideYear, path: ["holidays"] });
    if (new Set(value.holidays.map((h) => h.date)).size !== value.holidays.length) ctx.addIssue({ code: "custom", message: m.repeatedHoliday, path: ["holidays"] });
    if (value.periods.some((p) => Number(p.start.slice(0, 4)) !== value.year)) ctx.addIssue({ code: "custom", message: m.periodStartYear, path: ["periods"] });
    const sorted = [...value.periods].sort((a, b) => a.start.localeCompare(b.start));
    if (sorted.some((p, i) => i > 0 && (sorted[i - 1] as { end: string }).end >= p.start)) ctx.addIssue({ code: "custom", message: m.periodOverlap, path: ["periods"] });
  });
export type SaveCalendarInput = z.infer<typeof saveCalendarInput>;

export const calendarSchema = z.object({
  year: z.number(),
  schoolDays: z.array(z.number()),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** False while the year's holidays are Colombia's public holidays computed, not saved by an admin. */
  saved: z.boolean(),
  periods: z.array(z.object({ name: z.string(), start: z.string(), end: z.string() })),
});
export type AttendanceCalendar = z.infer<typeof calendarSchema>;
export const calendarOutput = messageOutput({ calendar: calendarSchema });
