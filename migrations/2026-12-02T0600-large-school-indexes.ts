import { type Kysely, type RawBuilder, sql } from "kysely";

/**
 * Issue 38, a school a hundred times the demo (tests/api/query-plans.test.ts found what scanned whole):
 * - users_surname_order_idx: the people lists go by surname then first name, folded as the search
 *   folds them (server/db/text-search.ts's foldedText), then id; on 5,000 accounts the first page was
 *   a full scan and a sort of every user. An index on the same expressions gives the page in order,
 *   on SQLite and PostgreSQL (lower and replace are immutable). The letters are frozen here as they
 *   are today: if the fold changes, a new migration rebuilds this index with the new expression.
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

function folded(column: string): RawBuilder<string> {
  let text = sql<string>`${sql.ref(column)}`;
  for (const [accented, plain] of foldedLetters) text = sql<string>`replace(${text}, ${sql.lit(accented)}, ${sql.lit(plain)})`;
  return sql<string>`lower(${text})`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists users_surname_order_idx on users (${folded("last_name")}, ${folded("first_name")}, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_surname_order_idx").ifExists().execute();
}
