import type { SelectQueryBuilder } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import type { Database } from "../../db/schema.js";

export type MaterialRow = { id: number; title: string; type: string; url: string; createdById: number | null };

/** By title, as the list always was; the id orders equal titles, so pages never overlap or skip one. */
function byTitle<Q extends SelectQueryBuilder<Database, "materials", object>>(query: Q): Q {
  return query.orderBy("materials.title").orderBy("materials.id") as Q;
}

/**
 * One page of materials and how many there are. The page's ids come from materials_title_idx
 * alone (title, id), so a late page skips index entries, not rows with their URLs; only the
 * page's rows are then read.
 */
export async function listMaterialPage(db: DbOrTrx, paging: { page: number; pageSize: number }): Promise<{ rows: MaterialRow[]; total: number }> {
  const ids = byTitle(db.selectFrom("materials").select("materials.id"))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("materials")
      .select(["materials.id", "materials.title", "materials.type", "materials.url", "materials.createdById"])
      .where("materials.id", "in", ids)
      .$call(byTitle)
      .execute(),
    db
      .selectFrom("materials")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

export function findMaterial(db: DbOrTrx, id: number): Promise<MaterialRow | undefined> {
  return db.selectFrom("materials").select(["id", "title", "type", "url", "createdById"]).where("id", "=", id).executeTakeFirst();
}

export async function insertMaterial(db: DbOrTrx, values: { title: string; type: string; url: string; createdById: number }): Promise<number> {
  const row = await db
    .insertInto("materials")
    .values({ ...values, createdAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMaterial(db: DbOrTrx, id: number, values: { title: string; type: string; url: string }): Promise<void> {
  await db.updateTable("materials").set(values).where("id", "=", id).execute();
}

export async function deleteMaterial(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom("materials").where("id", "=", id).execute();
}
