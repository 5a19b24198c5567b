import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import { foldForSearch, searchFoldedLetters } from "../../common/search.js";

/**
 * "Contains" searches of the lists (users, modules, handed-in work, receipts, audit), the same on
 * SQLite and PostgreSQL: without minding capitals or accents (issue 22: "maria nunez" finds
 * "María Núñez"), and what was typed is matched literally (% and _ are not wildcards).
 */

/**
 * The text lower-cased without accents, as common/search.ts's foldForSearch does in JavaScript: the
 * accented letters are replaced one by one (neither SQLite nor a plain PostgreSQL has unaccent), so
 * lower() only meets ASCII and both databases fold the same way.
 */
export function foldedText(expression: Expression<string>): RawBuilder<string> {
  let folded = sql<string>`${expression}`;
  for (const [accented, plain] of searchFoldedLetters) folded = sql<string>`replace(${folded}, ${sql.lit(accented)}, ${sql.lit(plain)})`;
  return sql<string>`lower(${folded})`;
}

/**
 * The same fold as foldedText, as one call per value: tribu_fold (a SQL function on PostgreSQL, a
 * JavaScript one registered on SQLite's connection; migrations/2026-12-02T1900-search-fold-function.ts).
 * Searches use it; the sorted lists keep foldedText, which their index is built on.
 */
export function searchFolded(expression: Expression<string>): RawBuilder<string> {
  return sql<string>`tribu_fold(${expression})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** True when any of the texts contains `search` (trimmed; nothing to search matches everything). */
export function anyContains(texts: Expression<string>[], search: string): RawBuilder<SqlBool> {
  const needle = foldForSearch(search);
  if (!needle || texts.length === 0) return sql<SqlBool>`1 = 1`;
  const pattern = `%${escapeLike(needle)}%`;
  const tests = texts.map((text) => sql<SqlBool>`${searchFolded(text)} like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** A person's "first last" name or email contains `search`; `table` is the users table's name or alias in the query. */
export function personContains(search: string, table = "users"): RawBuilder<SqlBool> {
  return anyContains(
    [sql<string>`${sql.ref(`${table}.firstName`)} || ' ' || ${sql.ref(`${table}.lastName`)}`, sql.ref(`${table}.email`)],
    search,
  );
}
