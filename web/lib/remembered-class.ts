/**
 * A classroom tablet the teacher "remembered": its class code is kept in this browser, so /entrar
 * opens the class's cards at once and a child who leaves comes back to them.
 */
const key = "tribu-class-code";

export function rememberedClass(): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function rememberClass(code: string): void {
  localStorage.setItem(key, code);
}

export function forgetClass(): void {
  localStorage.removeItem(key);
}
