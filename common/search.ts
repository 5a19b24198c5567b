/**
 * How every search of Tribu compares text (issue 22): without minding capitals or accents, so
 * "maria nunez" finds "María Núñez". The client-side filters call `matchesSearch`; the server's SQL
 * searches (server/db/text-search.ts) fold the stored text with `searchFoldedLetters` and compare it
 * with the typed text folded by `foldForSearch`, so both sides agree.
 */

/** Lower-case, without accents (é→e, ñ→n, ü→u), spaces collapsed and trimmed. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** True when any of the texts contains what was typed (nothing typed matches everything). */
export function matchesSearch(typed: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = foldForSearch(typed);
  if (!needle) return true;
  return texts.some((text) => text != null && foldForSearch(text).includes(needle));
}

/**
 * Accented letters the databases fold for a search, each to its plain letter, and the combining
 * accents of text stored decomposed (e + U+0301) dropped. SQLite's lower() only folds ASCII, so
 * capitals are listed too.
 */
export const searchFoldedLetters: ReadonlyArray<readonly [string, string]> = [
  ...(
    [
      ["a", "áàâäãå"],
      ["e", "éèêë"],
      ["i", "íìîï"],
      ["o", "óòôöõ"],
      ["u", "úùûü"],
      ["n", "ñ"],
      ["c", "ç"],
    ] as const
  ).flatMap(([plain, accented]) => [...accented].flatMap((letter) => [[letter, plain] as const, [letter.toUpperCase(), plain] as const])),
  ...["\u0300", "\u0301", "\u0302", "\u0303", "\u0308", "\u0327"].map((mark) => [mark, ""] as const),
];

const foldedLetter = new Map<string, string>(searchFoldedLetters);

/**
 * What the databases' fold of a stored text gives (server/db/text-search.ts): each listed letter
 * replaced, then ASCII capitals lowered, nothing else touched. SQLite runs this as its `tribu_fold`
 * function; PostgreSQL's `translate` + `lower` does the same in SQL.
 */
export function foldSearchLetters(text: string): string {
  // Printable ASCII (most emails and many names) only needs its capitals lowered.
  if (!/[^ -~]/.test(text)) return text.toLowerCase();
  let out = "";
  for (const char of text) {
    const plain = foldedLetter.get(char);
    out += plain ?? (char >= "A" && char <= "Z" ? char.toLowerCase() : char);
  }
  return out;
}

