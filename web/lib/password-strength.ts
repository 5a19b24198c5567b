/**
 * The password strength estimate and the common-passwords list, loaded only when someone types a
 * new password (password-rules.ts imports this file lazily): zxcvbn-ts with its common
 * dictionaries and the Spanish words, names and surnames (without the Spanish Wikipedia list, the
 * largest and least useful here), and the server's own list of refused passwords.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { translations } from "@zxcvbn-ts/language-es-es";
import spanishWords from "@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs";
import spanishFirstNames from "@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs";
import spanishLastNames from "@zxcvbn-ts/language-es-es/dist/lastnames.json.mjs";
import commonPasswords from "../../common/auth/common-passwords.txt?raw";
import { minPasswordLength, passwordMessages, passwordProblem, provideCommonPasswords } from "../../common/auth/password-rule";

provideCommonPasswords(commonPasswords);

const zxcvbn = new ZxcvbnFactory({
  dictionary: {
    ...commonDictionary,
    "commonWords-es-es": spanishWords,
    "firstnames-es-es": spanishFirstNames,
    "lastnames-es-es": spanishLastNames,
  },
  graphs: adjacencyGraphs,
  translations,
});

/** 1 débil, 2 aceptable, 3 buena, 4 muy buena. */
export type StrengthLevel = 1 | 2 | 3 | 4;
export type Strength = { level: StrengthLevel; label: string; advice: string | null };

export const strengthLabels: Record<StrengthLevel, string> = { 1: "débil", 2: "aceptable", 3: "buena", 4: "muy buena" };

/** While typing: what is missing, said differently from the field's error shown after sending. */
function adviceFor(password: string, problem: string): string {
  const missing = minPasswordLength - password.length;
  if (missing > 0) return missing === 1 ? "Falta 1 carácter." : `Faltan ${missing} caracteres.`;
  if (problem === passwordMessages.common) return "Es una de las contraseñas más usadas.";
  return problem;
}

/**
 * How hard the password is to guess. A password the server refuses (too short, too common) is
 * always "débil", with what is wrong as the advice; otherwise zxcvbn's score (0 and 1 are "débil")
 * and its warning, if any. `userInputs` (the person's name and email) count as easy guesses.
 */
export function strengthOf(password: string, userInputs: string[] = []): Strength {
  const problem = passwordProblem(password);
  if (problem) return { level: 1, label: strengthLabels[1], advice: adviceFor(password, problem) };
  const result = zxcvbn.check(password.slice(0, 100), userInputs.filter(Boolean));
  const level = Math.max(1, result.score) as StrengthLevel;
  return { level, label: strengthLabels[level], advice: result.feedback.warning || null };
}
