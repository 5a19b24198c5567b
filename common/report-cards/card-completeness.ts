import type { CardEntry } from "./report-card.schema.js";

/**
 * Whether a period's card is ready for the family (issue 35): every subject (or, in preschool, every
 * development dimension) has a level (not in preschool, whose report is descriptive: Decreto 2247 de
 * 1997) and a comment (at least one of strengths, difficulties, recommendations). Decreto 1290 de
 * 2009 gives the national scale (art. 5) and asks each school's SIEE to define the reports so that
 * they are "claros, comprensibles y den información integral del avance en la formación" (art. 4,
 * num. 10): a card with a subject missing its level or its words is not one to send to a family.
 * Pure: the screen's preview and the server's check before publishing use the same rule.
 */
export type MissingPart = "level" | "comment";
export type MissingSubject = { subject: string; name: string; missing: MissingPart[] };

export function missingOf(entry: Pick<CardEntry, "level" | "strengths" | "difficulties" | "recommendations">, preschool: boolean): MissingPart[] {
  const missing: MissingPart[] = [];
  if (!preschool && entry.level === null) missing.push("level");
  if ([entry.strengths, entry.difficulties, entry.recommendations].every((text) => text.trim() === "")) missing.push("comment");
  return missing;
}

/** The card's subjects that miss something, in the card's order; none when it is complete. */
export function missingSubjects(entries: readonly CardEntry[], preschool: boolean): MissingSubject[] {
  return entries.flatMap((entry) => {
    const missing = missingOf(entry, preschool);
    return missing.length ? [{ subject: entry.subject, name: entry.name, missing }] : [];
  });
}

/** A card with no subject at all (a tribe without materias) has nothing to say: it is not complete either. */
export function isComplete(entries: readonly CardEntry[], preschool: boolean): boolean {
  return entries.length > 0 && missingSubjects(entries, preschool).length === 0;
}

const partWords: Record<MissingPart, string> = { level: "desempeño", comment: "comentario" };

/** "Matemáticas (desempeño y comentario), Ciencias (comentario)". */
export function describeMissing(subjects: readonly MissingSubject[]): string {
  return subjects.map((s) => `${s.name} (${s.missing.map((part) => partWords[part]).join(" y ")})`).join(", ");
}

/** What a card lacks in words: "Matemáticas (desempeño y comentario)", or the tribe's subjects when it has none. */
export function missingText(entries: readonly CardEntry[], preschool: boolean): string {
  if (entries.length === 0) return "las materias de la tribu";
  return describeMissing(missingSubjects(entries, preschool));
}
