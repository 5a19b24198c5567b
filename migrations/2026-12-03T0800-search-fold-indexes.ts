import { type Kysely, type RawBuilder, sql } from "kysely";

/**
 * Issue 38, a school a hundred times the demo: a "contains" search (server/db/text-search.ts) folds
 * the searched columns of every row on every search. On SQLite that was 4 µs a value through
 * tribu_fold (31 ms to count 3,900 modules matching "cuento"). These indexes hold the folded text of
 * the module and people searches' columns, written once when a row is written; the searches fold
 * with the very same expression (foldedText), and SQLite then reads the folded values from the index
 * instead of folding each row again (1.4 ms; SQLite 3.41's indexed expressions). lower and replace are
 * immutable, so PostgreSQL takes the same indexes. The letters are frozen here as
 * 2026-12-02T0600-large-school-indexes.ts froze them; if the fold changes, a new migration rebuilds
 * these indexes with the new expression (tests/api/search-fold.test.ts fails while they differ).
 */
const foldedLetters: [string, string][] = [
  ..."áÁàÀâÂäÄãÃåÅ".split("").map((c): [string, string] => [c, "a"]),
  ..."éÉèÈêÊëË".split("").map((c): [string, string] => [c, "e"]),
  ..."íÍìÌîÎïÏ".split("").map((c): [string, string] => [c, "i"]),
  ..."óÓòÒôÔöÖõÕ".split("").map((c): [string, string] => [c, "o"]),
  ..."úÚùÙûÛüÜ".split("").map((c): [string, string] => [c, "u"]),
  ["ñ", "n"],
  ["Ñ", "n"],
  ["ç", "c"],
  ["Ç", "c"],
  ..."\u0300\u0301\u0302\u0303\u0308\u0327".split("").map((c): [string, string] => [c, ""]),
];

function folded(text: RawBuilder<string>): RawBuilder<string> {
  let result = text;
  for (const [accented, plain] of foldedLetters) result = sql<string>`replace(${result}, ${sql.lit(accented)}, ${sql.lit(plain)})`;
  return sql<string>`lower(${result})`;
}

const column = (name: string) => sql<string>`${sql.ref(name)}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists modules_search_fold_idx on modules (${folded(column("title"))}, ${folded(column("description"))})`.execute(db);
  await sql`create index if not exists users_search_fold_idx on users (${folded(sql`${sql.ref("first_name")} || ' ' || ${sql.ref("last_name")}`)}, ${folded(column("email"))})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_search_fold_idx").ifExists().execute();
  await db.schema.dropIndex("modules_search_fold_idx").ifExists().execute();
}
