import { sql } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import { anyContains } from "../../db/text-search.js";
import type { CommentInput, CommentKind } from "../../../common/report-cards/comment-bank.schema.js";

const columns = ["id", "kind", "text", "updatedAt"] as const;

/** A teacher's phrases, by kind then text; `q` matches without minding capitals or accents. */
export function listComments(db: DbOrTrx, teacherId: number, filter: { q?: string | undefined; kind?: CommentKind | undefined }) {
  let query = db.selectFrom("reportCommentBank").select(columns).where("teacherId", "=", teacherId);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.q) query = query.where(anyContains([sql.ref("reportCommentBank.text")], filter.q));
  return query.orderBy("kind").orderBy("text").orderBy("id").execute();
}

export async function countComments(db: DbOrTrx, teacherId: number): Promise<number> {
  const row = await db.selectFrom("reportCommentBank").select((eb) => eb.fn.countAll<number>().as("count")).where("teacherId", "=", teacherId).executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function insertComment(db: DbOrTrx, teacherId: number, input: CommentInput, at: string) {
  return db
    .insertInto("reportCommentBank")
    .values({ teacherId, kind: input.kind, text: input.text, createdAt: at, updatedAt: at })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Changes a phrase of this teacher's only; undefined when there is none with that id. */
export function updateComment(db: DbOrTrx, teacherId: number, id: number, input: CommentInput, at: string) {
  return db
    .updateTable("reportCommentBank")
    .set({ kind: input.kind, text: input.text, updatedAt: at })
    .where("id", "=", id)
    .where("teacherId", "=", teacherId)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteComment(db: DbOrTrx, teacherId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom("reportCommentBank").where("id", "=", id).where("teacherId", "=", teacherId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
