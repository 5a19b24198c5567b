import { type Kysely, sql } from "kysely";
import { isPostgres } from "./helpers.js";

/**
 * Issue 38: a "contains" search folded each stored text with 56 nested replace() calls, on every
 * row, which made a search of a school ×100 ten times slower than the demo's. It now calls one
 * function, tribu_fold(text), with the same result:
 * - PostgreSQL: this SQL function, one translate() (each letter to its plain one, the combining
 *   accents dropped) and lower(); immutable, so the planner may fold constants and an index may use it.
 * - SQLite: registered on each connection by server/db/connection.ts (common/search.ts's
 *   foldSearchLetters); nothing to create here.
 * The letters are frozen as they are today (common/search.ts's searchFoldedLetters): a later change of
 * the fold is a new migration that replaces the function.
 */
const accented = "áàâäãåÁÀÂÄÃÅéèêëÉÈÊËíìîïÍÌÎÏóòôöõÓÒÔÖÕúùûüÚÙÛÜñÑçÇ";
const plain = "aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc";
const marks = "\u0300\u0301\u0302\u0303\u0308\u0327";

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function tribu_fold(t text) returns text language sql immutable strict parallel safe as ${sql.lit(
    `select lower(translate(t, '${accented}${marks}', '${plain}'))`,
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists tribu_fold(text)`.execute(db);
}
