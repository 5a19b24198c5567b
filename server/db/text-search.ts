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
 * Searches of columns no index folds use it; the sorted lists and the indexed searches keep foldedText, which their indexes are built on.
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
  return sql<SqlBool>`(${sql.join(likeTests(texts, needle, searchFolded), sql` or `)})`;
}

function likeTests(texts: Expression<string>[], needle: string, fold: (text: Expression<string>) => RawBuilder<string>) {
  const pattern = `%${escapeLike(needle)}%`;
  return texts.map((text) => sql<SqlBool>`${fold(text)} like ${pattern} escape '\\'`);
}

/**
 * The same search for columns an index folds (migrations/2026-12-03T0800-search-fold-indexes.ts):
 * folded with foldedText, the index's own expression, in a subquery of the table alone, which SQLite
 * answers by reading the folded values from the index (1 ms for 3,900 modules instead of folding
 * each row again, 31 ms); `outer` is the table's name or alias in the query the test goes in.
 */
function indexedContains(table: "modules" | "users", outer: string, texts: Expression<string>[], search: string): RawBuilder<SqlBool> {
  const needle = foldForSearch(search);
  if (!needle) return sql<SqlBool>`1 = 1`;
  const matching = sql`select ${sql.ref(`${table}.id`)} from ${sql.table(table)} where ${sql.join(likeTests(texts, needle, foldedText), sql` or `)}`;
  return sql<SqlBool>`${sql.ref(`${outer}.id`)} in (${matching})`;
}

/** A module's title or description contains `search`: the columns of modules_search_fold_idx. */
export function moduleContains(search: string): RawBuilder<SqlBool> {
  return indexedContains("modules", "modules", [sql.ref("modules.title"), sql.ref("modules.description")], search);
}

/** A person's "first last" name or email contains `search` (users_search_fold_idx's columns); `table` is the users table's name or alias in the query. */
export function personContains(search: string, table = "users"): RawBuilder<SqlBool> {
  return indexedContains("users", table, [sql<string>`${sql.ref("users.firstName")} || ' ' || ${sql.ref("users.lastName")}`, sql.ref("users.email")], search);
}
