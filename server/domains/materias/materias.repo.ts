import type { DbOrTrx } from "../../db/connection.js";
import type { Materia } from "../../../common/materias/materias.schema.js";

const columns = ["materias.id", "materias.name", "materias.description"] as const;

export function listMaterias(db: DbOrTrx): Promise<Materia[]> {
  return db.selectFrom("materias").select(columns).orderBy("name").execute();
}

export function findMateriaById(db: DbOrTrx, id: number): Promise<Materia | undefined> {
  return db.selectFrom("materias").select(columns).where("id", "=", id).executeTakeFirst();
}

export function findMateriaByName(db: DbOrTrx, name: string): Promise<Materia | undefined> {
  return db.selectFrom("materias").select(columns).where("name", "=", name).executeTakeFirst();
}

export function findMateriasByIds(db: DbOrTrx, ids: number[]): Promise<Materia[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("materias").select(columns).where("id", "in", ids).execute();
}

export function findMateriasByNames(db: DbOrTrx, names: string[]): Promise<Materia[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db.selectFrom("materias").select(columns).where("name", "in", names).execute();
}

export function insertMateria(db: DbOrTrx, values: { name: string; description: string | null }): Promise<Materia> {
  return db
    .insertInto("materias")
    .values({ ...values, createdAt: new Date().toISOString() })
    .returning(["id", "name", "description"])
    .executeTakeFirstOrThrow();
}

export async function deleteMateria(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom("materias").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listTribeMaterias(db: DbOrTrx, tribeName: string): Promise<Materia[]> {
  return db
    .selectFrom("tribeMaterias")
    .innerJoin("materias", "materias.id", "tribeMaterias.materiaId")
    .select(columns)
    .where("tribeMaterias.tribeName", "=", tribeName)
    .orderBy("materias.name")
    .execute();
}

/** Adds the link unless it is there already (adding twice is not an error). */
export async function addTribeMateria(db: DbOrTrx, tribeName: string, materiaId: number): Promise<void> {
  await db
    .insertInto("tribeMaterias")
    .values({ tribeName, materiaId })
    .onConflict((oc) => oc.columns(["tribeName", "materiaId"]).doNothing())
    .execute();
}

export async function removeTribeMateria(db: DbOrTrx, tribeName: string, materiaId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("tribeMaterias")
    .where("tribeName", "=", tribeName)
    .where("materiaId", "=", materiaId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
