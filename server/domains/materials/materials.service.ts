import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { deleteMaterial, findMaterial, insertMaterial, listMaterialPage, type MaterialRow, updateMaterial } from "./materials.repo.js";
import { type Material, type MaterialInput, type MaterialList, type MaterialListFilters, materialMessages } from "../../../common/materials/materials.schema.js";
import { canEditMaterial, canManageMaterials } from "../../../common/materials/materials.policy.js";

function toMaterial(actor: Actor, row: MaterialRow): Material {
  return { id: row.id, title: row.title, type: row.type, url: row.url, createdById: row.createdById, canEdit: canEditMaterial(actor, row) };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;

/** Materials (teacher and admin, as in the route table): list, and add, edit, delete ('Gestionar'). */
export function createMaterialsService(deps: { db: Db }) {
  const { db } = deps;

  async function editable(actor: Actor, id: number): Promise<MaterialRow> {
    const row = await findMaterial(db, id);
    if (!row) throw new AppError("NOT_FOUND", materialMessages.notFound);
    assertAllowed(canEditMaterial(actor, row), materialMessages.notYours);
    return row;
  }

  async function reload(actor: Actor, id: number): Promise<Material> {
    const row = await findMaterial(db, id);
    if (!row) throw new AppError("NOT_FOUND", materialMessages.notFound);
    return toMaterial(actor, row);
  }

  function requireStaff(actor: Actor | null): Actor {
    const staff = requireActor(actor);
    assertAllowed(canManageMaterials(staff));
    return staff;
  }

  return {
    /** Refuses early, before the body is read, when the caller cannot manage materials at all. */
    assertCanManage(actor: Actor | null): void {
      requireStaff(actor);
    },

    /** One page of every material, by title (teachers and admins see them all; `canEdit` says which they may change). */
    async list(actor: Actor | null, paging: MaterialListFilters): Promise<MaterialList> {
      const staff = requireStaff(actor);
      const { rows, total } = await listMaterialPage(db, paging);
      return { materials: rows.map((row) => toMaterial(staff, row)), total, page: paging.page, pageSize: paging.pageSize };
    },

    async create(actor: Actor | null, input: MaterialInput): Promise<{ material: Material }> {
      const staff = requireStaff(actor);
      const id = await insertMaterial(db, { ...input, createdById: staff.id });
      return { material: await reload(staff, id) };
    },

    async update(actor: Actor | null, id: number, input: MaterialInput): Promise<{ material: Material }> {
      const staff = requireStaff(actor);
      await editable(staff, id);
      await updateMaterial(db, id, input);
      return { material: await reload(staff, id) };
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      const staff = requireStaff(actor);
      await editable(staff, id);
      await deleteMaterial(db, id);
    },
  };
}
