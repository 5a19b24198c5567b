/**
 * The one reader of a date a person types in Tribu (issue 34). A Colombian writes the day first:
 * "26/11/2026", "26-11-2026", "26.11.2026", "26/11/26"; a pasted or a test's ISO "2026-11-26" is
 * read too. The value kept and sent is always the ISO day "YYYY-MM-DD"; the field shows it back as
 * "26/11/2026" (`dateFieldText`) with the day in words under it (`formatFullDate` in format.ts).
 */
import { monthName } from "./format.js";

export type ParsedDate = { ok: true; value: string | null } | { ok: false; message: string };

export const dateMessages = {
  format: "Escribe la fecha como día/mes/año, por ejemplo 26/11/2026",
  noMonth: "El mes va del 1 al 12 (día/mes/año, por ejemplo 26/11/2026)",
  noDay: (day: number, month: number, year: number) => `El ${day} de ${monthName(month)} de ${year} no existe`,
  year: "Escribe el año con cuatro cifras, por ejemplo 2026",
  before: (min: string) => `La fecha no puede ser anterior al ${dateFieldText(min)}`,
  after: (max: string) => `La fecha no puede ser posterior al ${dateFieldText(max)}`,
} as const;

const dayFirst = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})$/;
const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: number) => String(n).padStart(2, "0");

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ISO day of a typed date; null for an empty text; the Spanish reason when it is no date. */
export function parseDateText(text: string, limits: { min?: string; max?: string } = {}): ParsedDate {
  const t = text.trim();
  if (t === "") return { ok: true, value: null };
  let day: number;
  let month: number;
  let year: number;
  const iso = isoDay.exec(t);
  const local = dayFirst.exec(t);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    [day, month, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
    // "26/11/26": a two-digit year is this century's (a school's dates are never a century away).
    if ((local[3] as string).length === 2) year += 2000;
  } else return { ok: false, message: dateMessages.format };
  if (year < 1900 || year > 2999) return { ok: false, message: dateMessages.year };
  if (month < 1 || month > 12) return { ok: false, message: dateMessages.noMonth };
  if (day < 1 || day > daysIn(year, month)) return { ok: false, message: dateMessages.noDay(day, month, year) };
  const value = `${year}-${pad(month)}-${pad(day)}`;
  if (limits.min && value < limits.min) return { ok: false, message: dateMessages.before(limits.min) };
  if (limits.max && value > limits.max) return { ok: false, message: dateMessages.after(limits.max) };
  return { ok: true, value };
}

/** An ISO day as the field shows it: "2026-11-26" is "26/11/2026"; anything else is left as it is. */
export function dateFieldText(value: string | null | undefined): string {
  if (!value) return "";
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** True for an ISO day "2026-11-26": what a filter may use while the person is still typing. */
export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

export type ParsedTime = { ok: true; value: string | null } | { ok: false; message: string };

export const timeMessage = "Escribe la hora como 15:30 o 3:30 p. m.";

const typedTime = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(a|p)?\.?\s*(?:m\.?)?$/i;

/** A typed time of day as "HH:MM" (24 h): "15:30", "3:30 p. m.", "3:30pm", "3 pm"; null when empty. */
export function parseTimeText(text: string): ParsedTime {
  const t = text.trim();
  if (t === "") return { ok: true, value: null };
  const match = typedTime.exec(t);
  if (!match) return { ok: false, message: timeMessage };
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (minute > 59) return { ok: false, message: timeMessage };
  if (half) {
    if (hour < 1 || hour > 12) return { ok: false, message: timeMessage };
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  } else if (hour > 23) return { ok: false, message: timeMessage };
  return { ok: true, value: `${pad(hour)}:${pad(minute)}` };
}
