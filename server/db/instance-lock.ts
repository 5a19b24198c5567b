import { createHash } from "node:crypto";
import { PostgresAdapter, sql, type Transaction } from "kysely";
import type { Db, DbOrTrx } from "./connection.js";
import type { Database } from "./schema.js";

export function isPostgresDb(db: DbOrTrx): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The advisory lock key of a name: 64 bits of its hash, the same in every instance and every release. */
export function advisoryKey(name: string): string {
  return createHash("sha256").update(`tribu:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `work` in a transaction that only one instance of Tribu runs at a time for `name`. On
 * PostgreSQL, where several instances may share the database, the transaction first takes the
 * name's advisory lock (pg_advisory_xact_lock): another instance waits for it until this one commits
 * or rolls back. On SQLite there is one process, whose transactions already run one at a time.
 * Keep `work` short (a check and a write): slow steps such as hashing a password go before.
 */
export function withInstanceLock<T>(db: Db, name: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgresDb(trx)) await sql`select pg_advisory_xact_lock(${advisoryKey(name)}::bigint)`.execute(trx);
    return work(trx);
  });
}
