import type { Db } from "../../db/connection.js";
import { type Actor, requireRole } from "../../lib/access.js";
import { listMaterials } from "./materials.repo.js";
import type { Material } from "./materials.schema.js";

export type MaterialsService = ReturnType<typeof createMaterialsService>;

/** The list of all materials (teacher and admin, as in the route table). */
export function createMaterialsService(deps: { db: Db }) {
  return {
    async list(actor: Actor | null): Promise<Material[]> {
      requireRole(actor, "teacher", "admin");
      return listMaterials(deps.db);
    },
  };
}
