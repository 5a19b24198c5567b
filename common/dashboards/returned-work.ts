
/**
 * Work a teacher gave back to a student (issue 37): sent back to improve (NEEDS_REVISION), or
 * reviewed with a comment and not handed in again since (REVIEWED with feedback; handing in again
 * makes it SUBMITTED). It comes first in every student view, in the child's words. No zod here:
 * the child's home loads these rules (its schema is in dashboards.schema.ts).
 */
export const returnedStatuses = ["NEEDS_REVISION", "REVIEWED"] as const;
export type ReturnedStatus = (typeof returnedStatuses)[number];

export type { ReturnedWork } from "./dashboards.schema.js";

export function isReturned(work: { status: string; teacherFeedback: string | null }): boolean {
  return work.status === "NEEDS_REVISION" || (work.status === "REVIEWED" && Boolean(work.teacherFeedback?.trim()));
}

/** Sent back to improve first, then the newest review. */
export function inReturnedOrder<T extends { status: string; reviewedAt: string | null }>(rows: T[]): T[] {
  const rank = (row: T) => (row.status === "NEEDS_REVISION" ? 0 : 1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || (b.reviewedAt ?? "").localeCompare(a.reviewedAt ?? ""));
}

/** Kinds of work a module title may start with: then "tu dibujo de la granja" reads as the child says it. */
const workNouns = new Set([
  "dibujo",
  "dibujos",
  "cuento",
  "cuentos",
  "poema",
  "poemas",
  "carta",
  "cartas",
  "maqueta",
  "maquetas",
  "pintura",
  "pinturas",
  "collage",
  "mapa",
  "mapas",
  "cartelera",
  "canción",
  "receta",
  "proyecto",
  "experimento",
  "escrito",
  "títeres",
  "títere",
  "noticias",
  "lectura",
]);
const articles = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas"]);

/** "Dibujo de la granja" → "dibujo de la granja"; an acronym or a name ("ABC", "Mateo") keeps its capital. */
function lowerFirst(title: string): string {
  const first = title.split(/\s+/)[0] ?? "";
  if (first.length > 1 && first === first.toUpperCase()) return title;
  return title.charAt(0).toLocaleLowerCase("es") + title.slice(1);
}

/**
 * What the module's work is called in a child's sentence, agreeing with its title:
 * "Dibujo de la granja" → "tu dibujo de la granja", "Cartas a un amigo" → "tus cartas a un amigo",
 * "Los animales de la granja" → "tu trabajo sobre los animales de la granja",
 * "Contar hasta 20" → "tu trabajo de Contar hasta 20".
 */
export function yourWork(moduleTitle: string): string {
  const title = moduleTitle.trim().replace(/\s+/g, " ");
  const first = (title.split(" ")[0] ?? "").toLocaleLowerCase("es");
  if (workNouns.has(first)) return `${first.endsWith("s") ? "tus" : "tu"} ${lowerFirst(title)}`;
  if (articles.has(first)) return `tu trabajo sobre ${lowerFirst(title)}`;
  return `tu trabajo de ${title}`;
}

/** What to do with a returned work, in a child's words; "profe" names any teacher. */
export function returnedSentence(work: { status: ReturnedStatus; moduleTitle: string }): string {
  const what = yourWork(work.moduleTitle);
  return work.status === "NEEDS_REVISION" ? `Tu profe quiere que mejores ${what}.` : `Tu profe te escribió sobre ${what}.`;
}

/** The level, said to the child, when the school shows it. */
export function levelSentence(level: string | null): string | null {
  return level ? `Tu nivel: ${level}.` : null;
}
