/**
 * A classroom device and its class (issue 37). A device where a child signs in by class code
 * remembers that class: /entrar opens its cards at once, and a child who leaves (or whose session
 * ends) comes back to them. An adult can make the device forget the class ("Olvidar esta clase en
 * este dispositivo", on the cards page); a forgotten class stays forgotten on later class sign-ins
 * until an adult asks to remember it again.
 *
 * Only a session that began by class code goes back to the cards: a student who signs in with her
 * email and password (her own phone) lands on the public page as before.
 */
const rememberedKey = "tribu-class-code";
const forgottenKey = "tribu-forgotten-classes";
/** The class code the current (or just ended) session began with; absent for other sign-ins. */
const sessionKey = "tribu-class-session";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // A browser that keeps nothing simply remembers nothing.
  }
}

function forgottenCodes(): string[] {
  try {
    const parsed = JSON.parse(read(forgottenKey) ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === "string") : [];
  } catch {
    return [];
  }
}

export function rememberedClass(): string | null {
  return read(rememberedKey);
}

/** An adult asked this device to remember the class (undoes an earlier "Olvidar"). */
export function rememberClass(code: string): void {
  write(rememberedKey, code);
  write(forgottenKey, JSON.stringify(forgottenCodes().filter((other) => other !== code)));
}

/** An adult asked this device to forget the class: its children now leave to the public page. */
export function forgetClass(code: string): void {
  if (rememberedClass() === code) write(rememberedKey, null);
  write(forgottenKey, JSON.stringify([...forgottenCodes().filter((other) => other !== code), code]));
}

/**
 * Notes how the session that is starting began: by class code (the device then remembers that
 * class, unless an adult made it forget it) or otherwise (null).
 */
export function noteSessionStart(classCode: string | null): void {
  write(sessionKey, classCode);
  if (classCode && !forgottenCodes().includes(classCode)) write(rememberedKey, classCode);
}

/**
 * Where a session that ends here goes back to: its class's code when it began by class code and
 * the device still remembers that class; null otherwise. Reading it ends the note.
 */
export function classToReturnTo(): string | null {
  const code = read(sessionKey);
  write(sessionKey, null);
  return code && rememberedClass() === code ? code : null;
}
