/** A person's name as screens and exports show it. */
export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The two letters of an avatar: first name and last name. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/**
 * Characters a person's name may not hold (issue 33): control characters (C0 such as NUL, tab, CR
 * and LF; DEL; C1), the line and paragraph separators, and the bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), which can make a name read backwards. A name is shown
 * to children, in lists and notifications, and printed on PDFs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const forbiddenNameCharacters = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export const nameCharactersMessage = "El nombre y el apellido solo pueden tener letras, espacios y signos de escritura; no saltos de línea ni caracteres invisibles o de control.";

/** Whether a name is free of the characters above. */
export function hasOnlyNameCharacters(name: string): boolean {
  return !forbiddenNameCharacters.test(name);
}
