/**
 * A fresh key for one 'Guardar' (issue 22): the server answers the same key with the quotation it
 * already saved. crypto.getRandomValues works on plain http too (randomUUID needs https).
 */
export function newSaveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `q-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
