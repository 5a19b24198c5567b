import { bySex, type StudentSex } from "../users/student-sex.js";

/**
 * "¿Cómo llegas hoy?" (issue 37): the five feelings a child can tap after signing in, without zod
 * (the check-in screen is a child's first page and stays light). Each has an OpenMoji face (its
 * code, drawn by web/features/mood-checkins), the child's word agreeing with the sex on her file
 * (common/users/student-sex.ts; a form with no agreement when the file does not say), the sentence
 * "Escuchar" reads, and the adults' noun for the teacher's panel. Which ones are "distressed" (two in
 * a row quietly tell her teachers) is decided in docs/decisions/mood-check-in.md.
 */
export const feelings = ["feliz", "tranquilo", "cansado", "triste", "enojado"] as const;
export type Feeling = (typeof feelings)[number];

type Forms = { feminine: string; masculine: string; unknown: string };
const same = (word: string): Forms => ({ feminine: word, masculine: word, unknown: word });

const feelingFacts: Record<Feeling, { code: string; word: Forms; adults: string }> = {
  feliz: { code: "1F604", word: same("Feliz"), adults: "Alegría" },
  tranquilo: { code: "1F60C", word: { feminine: "Tranquila", masculine: "Tranquilo", unknown: "En calma" }, adults: "Calma" },
  cansado: { code: "1F634", word: { feminine: "Cansada", masculine: "Cansado", unknown: "Con sueño" }, adults: "Cansancio" },
  triste: { code: "1F622", word: same("Triste"), adults: "Tristeza" },
  enojado: { code: "1F620", word: { feminine: "Enojada", masculine: "Enojado", unknown: "Con rabia" }, adults: "Enojo" },
};

/** Sad and angry: two check-in days in a row with one of these quietly tell her teachers. Tired is shown, not noticed. */
export const distressedFeelings: readonly Feeling[] = ["triste", "enojado"];
/** What the teacher's panel names child by child (the others are only counted). */
export const watchedFeelings: readonly Feeling[] = ["triste", "enojado", "cansado"];

export const isFeeling = (value: unknown): value is Feeling => typeof value === "string" && (feelings as readonly string[]).includes(value);
export const isDistressed = (feeling: string | null | undefined): boolean => isFeeling(feeling) && distressedFeelings.includes(feeling);

/** The OpenMoji code of a feeling's face. */
export const feelingPicture = (feeling: Feeling): string => feelingFacts[feeling].code;

/** The child's word: "Cansada", "Cansado", or "Con sueño" when her file does not say. */
export function feelingWord(feeling: Feeling, sex: StudentSex | null | undefined): string {
  return bySex(sex, feelingFacts[feeling].word);
}

/** What "Escuchar" reads on a feeling's button: "Estoy cansada". */
export function feelingSentence(feeling: Feeling, sex: StudentSex | null | undefined): string {
  const word = feelingWord(feeling, sex);
  return word.startsWith("Con ") || word.startsWith("En ") ? `Estoy ${word.toLowerCase()}` : `Me siento ${word.toLowerCase()}`;
}

/** The adults' name of a feeling, with no agreement to make: "Tristeza". */
export const feelingForAdults = (feeling: Feeling): string => feelingFacts[feeling].adults;

export const checkInQuestion = "¿Cómo llegas hoy?";
