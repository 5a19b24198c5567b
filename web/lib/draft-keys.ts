/** Where drafts live in localStorage (drafts.ts), apart so that signing out can forget them without loading the hook. */
export const draftPrefix = "tribu-draft:";

/** Every draft in this browser goes when its person signs out (or the session ends). */
export function forgetDrafts(): void {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(draftPrefix)) localStorage.removeItem(key);
  }
}
