import type { DbOrTrx } from "../../db/connection.js";
import type { Material } from "./materials.schema.js";

export function listMaterials(db: DbOrTrx): Promise<Material[]> {
  return db.selectFrom("materials").select(["id", "title", "type", "url"]).orderBy("title").execute();
}
