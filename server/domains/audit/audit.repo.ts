import type { Expression, SqlBool } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import { personContains } from "../../db/text-search.js";
import { type AuditQuery, auditCountCap } from "../../../common/audit/audit.schema.js";

function filtered(db: DbOrTrx, query: AuditQuery) {
  let q = db.selectFrom("auditLog as a").leftJoin("users as u", "u.id", "a.actorId");
  if (query.action) q = q.where("a.action", "=", query.action);
  if (query.from) q = q.where("a.createdAt", ">=", new Date(query.from).toISOString());
  if (query.to) q = q.where("a.createdAt", "<=", new Date(query.to).toISOString());
  if (query.actor) {
    const asId = /^\d+$/.test(query.actor) ? Number(query.actor) : null;
    const actor = query.actor;
    q = q.where((eb) => {
      const matches: Expression<SqlBool>[] = [personContains(actor, "u")];
      if (asId !== null) matches.push(eb("a.actorId", "=", asId));
      return eb.or(matches);
    });
  }
  return q;
}

/** One page of entries, newest first, and how many match up to the cap; paging and filters run in SQL on the indexed columns. */
export async function listAuditEntries(db: DbOrTrx, query: AuditQuery) {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .select([
        "a.id",
        "a.createdAt",
        "a.action",
        "a.actorId",
        "a.actorRole",
        "a.objectType",
        "a.objectId",
        "a.address",
        "a.details",
        "a.occurrences",
        "u.firstName",
        "u.lastName",
        "u.email",
      ])
      .orderBy("a.createdAt", "desc")
      .orderBy("a.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    // Counted up to one past the cap: the database stops reading there.
    db
      .selectFrom(
        filtered(db, query)
          .select("a.id")
          .limit(auditCountCap + 1)
          .as("matching"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const matching = Number(count.n);
  return { rows, total: Math.min(matching, auditCountCap), totalCapped: matching > auditCountCap };
}
