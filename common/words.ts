/**
 * Small numbers in Spanish words, for the children's screens ("Tienes dos tareas"): a child who is
 * starting to read (or listening) meets a word, not a digit. From 21 on, digits.
 */
import { monthName, type SchoolDay, schoolTime, weekdayName } from "./format.js";

const units = ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];
const teens = ["once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte"];

/** "una tarea", "dos tareas", "ninguna tarea", "25 tareas" (feminine nouns: the school's are). */
export function countInWords(count: number, singular: string, plural: string): string {
  if (count === 0) return `ninguna ${singular}`;
  const word = count <= 10 ? units[count] : count <= 20 ? teens[count - 11] : String(count);
  return `${word} ${count === 1 ? singular : plural}`;
}

/** When a task is due, as a child says it: "para hoy", "para mañana", "para el jueves", "ya pasó la fecha". */
export function dueInWords(dueDate: string | null, now: Date = new Date()): string {
  if (!dueDate) return "sin fecha";
  const due = schoolTime(dueDate);
  const today = schoolTime(now);
  if (!due || !today) return "sin fecha";
  const dayNumber = (d: SchoolDay) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
  const days = dayNumber(due) - dayNumber(today);
  if (days < 0) return "ya pasó la fecha";
  if (days === 0) return "para hoy";
  if (days === 1) return "para mañana";
  if (days < 7) return `para el ${weekdayName(due.weekday)}`;
  return `para el ${due.day} de ${monthName(due.month)}`;
}

/** When something happened, as a child says it: "hoy", "ayer", "el lunes", "el 3 de noviembre" (issue 37). */
export function whenInWords(value: string | null, now: Date = new Date()): string {
  const at = schoolTime(value);
  const today = schoolTime(now);
  if (!at || !today) return "";
  const dayNumber = (d: SchoolDay) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
  const days = dayNumber(today) - dayNumber(at);
  if (days <= 0) return "hoy";
  if (days === 1) return "ayer";
  if (days < 7) return `el ${weekdayName(at.weekday)}`;
  return `el ${at.day} de ${monthName(at.month)}`;
}
