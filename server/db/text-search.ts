import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * "Contains" searches of the lists (users, modules, handed-in work, receipts), the same on SQLite and
 * PostgreSQL: case-insensitive for Spanish too, and what was typed is matched literally (% and _ are
 * not wildcards).
 */

/**
 * Upper-case letters of Spanish that SQLite's lower() leaves as they are (it only folds ASCII;
 * PostgreSQL's depends on the database's locale), so both databases fold them the same way.
 */
const foldedLetters: [string, string][] = [
  ["Á", "á"],
  ["É", "é"],
  ["Í", "í"],
  ["Ó", "ó"],
  ["Ú", "ú"],
  ["Ü", "ü"],
  ["Ñ", "ñ"],
];

/** lower(expression) with the Spanish capitals folded too: compared against a pattern lowered in JavaScript. */
function foldedLower(expression: Expression<string>): RawBuilder<string> {
  let folded = sql<string>`${expression}`;
  for (const [upper, lower] of foldedLetters) folded = sql<string>`replace(${folded}, ${sql.lit(upper)}, ${sql.lit(lower)})`;
  return sql<string>`lower(${folded})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** True when any of the texts contains `search` (trimmed; nothing to search matches everything). */
export function anyContains(texts: Expression<string>[], search: string): RawBuilder<SqlBool> {
  const needle = search.trim().toLocaleLowerCase("es");
  if (!needle || texts.length === 0) return sql<SqlBool>`1 = 1`;
  const pattern = `%${escapeLike(needle)}%`;
  const tests = texts.map((text) => sql<SqlBool>`${foldedLower(text)} like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** A person's "first last" name or email contains `search`. */
export function personContains(search: string): RawBuilder<SqlBool> {
  return anyContains([sql<string>`${sql.ref("users.firstName")} || ' ' || ${sql.ref("users.lastName")}`, sql.ref("users.email")], search);
}
