import { formatDayInWords } from "../format.js";
import { bySex, type StudentSex } from "../users/student-sex.js";

/**
 * The same-day alert after an absence without excuse, in every channel (the app, the notification,
 * the email): "Sofía Herrera fue marcada como Ausente el jueves 26 de noviembre." The agreement comes
 * from the sex on the student's file (issue 34), never from the name; without it, a sentence that
 * needs none: "Sofía Herrera: Ausente el jueves 26 de noviembre."
 */
export function absentMessage(studentName: string, date: string, sex: StudentSex | null): string {
  const day = formatDayInWords(date);
  return bySex(sex, {
    feminine: `${studentName} fue marcada como Ausente el ${day}.`,
    masculine: `${studentName} fue marcado como Ausente el ${day}.`,
    unknown: `${studentName}: Ausente el ${day}.`,
  });
}

/**
 * How the same-day absence alert reads outside the app (issue 25): the email, and the WhatsApp
 * templates a school may have approved by Meta for it. A template is used only when WHATSAPP_TEMPLATES
 * has one with this name and this number of variables (docs/integrations/whatsapp.md).
 */
export const attendanceTemplates = {
  /** "Hola. {{1}} no asistió hoy ({{2}}: the day in words, "jueves 26 de noviembre") al colegio. Si fue un error o quiere enviar una excusa, entre a Tribu." */
  absent: { name: "aviso_ausencia", params: ["Nombre del estudiante", "Fecha"] },
  /** "Error corregido: {{1}} sí asistió hoy al colegio." */
  corrected: { name: "ausencia_corregida", params: ["Nombre del estudiante"] },
} as const;

/** The email of one alert to one parent. */
export function alertEmail(values: { kind: string; message: string; parentName: string | null; studentName: string; schoolName: string }): { subject: string; text: string } {
  const corrected = values.kind === "corrected";
  const subject = corrected ? `Error corregido: ${values.studentName} sí asistió` : `Aviso de asistencia: ${values.studentName}`;
  const greeting = values.parentName ? `Hola, ${values.parentName}:` : "Hola:";
  const next = corrected
    ? "Le pedimos disculpas por el aviso anterior."
    : "Si fue un error o quiere enviar una excusa, entre a Tribu, en Asistencia.";
  return { subject, text: [greeting, "", values.message, next, "", values.schoolName].join("\n") };
}

/** What an alert says of the family's excuse for that day (issue 34): on the family's screens, beside the alert. */
export const alertExcuseLabels = { pending: "Excusa enviada", accepted: "Excusa aceptada" } as const;
