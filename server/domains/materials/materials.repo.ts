import type { DbOrTrx } from "../../db/connection.js";

export type MaterialRow = { id: number; title: string; type: string; url: string; createdById: number | null };

export function listMaterials(db: DbOrTrx): Promise<MaterialRow[]> {
  return db.selectFrom("materials").select(["id", "title", "type", "url", "createdById"]).orderBy("title").orderBy("id").execute();
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
