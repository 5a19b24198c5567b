/**
 * The one way Tribu writes money, dates, grades and counts, on every screen and in every PDF
 * (issue 22). Dates are the school's days in America/Bogota: a timestamp is read in that zone, and a
 * calendar day ("2026-11-25") is taken as it is, never shifted by UTC or by the device's zone.
 * Month names and "a. m."/"p. m." are spelled here rather than left to Intl's locale data, because
 * Node's and the browser's ICU versions spell them differently ("24/11/2026" against "24 nov 2026").
 */
import { schoolTimeZone } from "./school.js";

export { schoolTimeZone } from "./school.js";

const monthsShort = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"];
const monthsLong = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const weekdays = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

const wholePesos = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });
const pesosWithCents = new Intl.NumberFormat("es-CO", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** COP as Colombians write it: "$ 1.250.000"; cents only when there are some ("$ 320.500,50"). */
export function formatMoney(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && cents > 0 ? "-" : "";
  const digits = cents % 100 === 0 ? wholePesos.format(cents / 100) : pesosWithCents.format(cents / 100);
  return `${sign}$ ${digits}`;
}

/** A number in Colombian notation: "1.250", "8,5". */
export function formatNumber(value: number, decimals = 0): string {
  return value.toLocaleString("es-CO", { minimumFractionDigits: 0, maximumFractionDigits: decimals });
}

/** A grade with one decimal and a comma: "8,5", "10,0"; "—" when there is none. */
export function formatGrade(grade: number | null | undefined): string {
  if (grade === null || grade === undefined || Number.isNaN(grade)) return "—";
  return grade.toLocaleString("es-CO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "1 nuevo", "2 nuevos", "1.250 estudiantes". */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** A percentage with its sign when asked: "12%", "+3,5%" (as the spec writes them). */
export function formatPercent(value: number, withSign = false): string {
  const sign = withSign && value > 0 ? "+" : "";
  return `${sign}${formatNumber(value, 1)}%`;
}

export type SchoolDay = { year: number; month: number; day: number; weekday: number };
type SchoolTime = SchoolDay & { hour: number; minute: number };

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: schoolTimeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The school's calendar day and clock time of a timestamp or a calendar day; null when unreadable. */
export function schoolTime(value: string | Date | null | undefined): (SchoolTime & { hasTime: boolean }) | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const match = dateOnly.exec(value.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
      if (month < 1 || month > 12 || day < 1 || day > 31) return null;
      return { year, month, day, weekday, hour: 0, minute: 0, hasTime: false };
    }
  }
  const date = typeof value === "string" ? new Date(value) : value;
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  // The school's clock only moves at whole minutes (a zone's offset changes on a minute), so one
  // minute's reading serves every instant in it: Intl's formatToParts was 3% of a server answer's
  // CPU, asked for "now" and for each listed instant (issue 38).
  const minute = Math.floor(time / 60_000);
  let reading = minuteReadings.get(minute);
  if (reading === undefined) {
    const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
    const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    reading = Object.freeze({ year, month, day, weekday, hour: Number(parts.hour) % 24, minute: Number(parts.minute), hasTime: true });
    if (minuteReadings.size >= 1_000) minuteReadings.delete(minuteReadings.keys().next().value as number);
    minuteReadings.set(minute, reading);
  }
  return { ...reading };
}

const minuteReadings = new Map<number, SchoolTime & { hasTime: boolean }>();

/** Today in the school as "2026-11-25". */
export function schoolToday(now = new Date()): string {
  const day = schoolTime(now) as SchoolDay;
  return `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
}

/**
 * The instant (ISO) a school day "2026-11-25" begins: midnight in Bogotá. Colombia keeps UTC-5 all
 * year (no daylight saving time since 1993), so it is 05:00 UTC of that day.
 */
export function schoolDayStart(day: string): string {
  return `${day}T05:00:00.000Z`;
}

/** "25 nov 2026"; "—" when there is no date or it cannot be read. */
export function formatDate(value: string | Date | null | undefined): string {
  const day = schoolTime(value);
  return day ? `${day.day} ${monthsShort[day.month - 1]} ${day.year}` : "—";
}

/** "25 nov", for lists of this year's messages. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const day = schoolTime(value);
  return day ? `${day.day} ${monthsShort[day.month - 1]}` : "—";
}

/** "25 de noviembre de 2026", for documents. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const day = schoolTime(value);
  return day ? `${day.day} de ${monthsLong[day.month - 1]} de ${day.year}` : "—";
}

/** "miércoles, 25 de noviembre", for a child's day. */
export function formatWeekdayDate(value: string | Date | null | undefined): string {
  const day = schoolTime(value);
  return day ? `${weekdays[day.weekday]}, ${day.day} de ${monthsLong[day.month - 1]}` : "—";
}

/** "jueves 26 de noviembre": a school day in words, for messages to families (issue 34). */
export function formatDayInWords(value: string | Date | null | undefined): string {
  const day = schoolTime(value);
  return day ? `${weekdays[day.weekday]} ${day.day} de ${monthsLong[day.month - 1]}` : "—";
}

/** The Spanish name of a month (1–12): "noviembre". */
export function monthName(month: number): string {
  return monthsLong[month - 1] ?? "";
}

/** The Spanish name of a weekday (0 = domingo). */
export function weekdayName(weekday: number): string {
  return weekdays[weekday] ?? "";
}

/** "3:40 p. m." in the school's zone. */
export function formatTime(value: string | Date | null | undefined): string {
  const time = schoolTime(value);
  if (!time) return "—";
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour12}:${String(time.minute).padStart(2, "0")} ${time.hour < 12 ? "a. m." : "p. m."}`;
}

/** "25 nov 2026, 3:40 p. m."; a calendar day without a time is written as the day alone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const time = schoolTime(value);
  if (!time) return "—";
  return time.hasTime ? `${formatDate(value)}, ${formatTime(value)}` : formatDate(value);
}

/**
 * A sentence with its closing period written once (issue 34): a time ends in "p. m.", whose own
 * period closes the sentence, so "Confirmaste la lectura el 25 nov 2026, 3:40 p. m." never gets a
 * second one. Every sentence that may end with a time (or a date) is closed here.
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "jueves, 26 de noviembre de 2026", the day in words under a date field (issue 34). */
export function formatFullDate(value: string | Date | null | undefined): string {
  const day = schoolTime(value);
  return day ? `${weekdays[day.weekday]}, ${day.day} de ${monthsLong[day.month - 1]} de ${day.year}` : "—";
}
