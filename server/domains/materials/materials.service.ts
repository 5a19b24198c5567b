import type { Db } from "../../db/connection.js";
import { type Actor, requireRole } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { deleteMaterial, findMaterial, insertMaterial, listMaterialPage, type MaterialRow, updateMaterial } from "./materials.repo.js";
import { type Material, type MaterialInput, type MaterialList, type MaterialListFilters, materialMessages } from "../../../common/materials/materials.schema.js";

function canEdit(actor: Actor, row: MaterialRow): boolean {
  return actor.role === "admin" || row.createdById === actor.id;
}

function toMaterial(actor: Actor, row: MaterialRow): Material {
  return { id: row.id, title: row.title, type: row.type, url: row.url, createdById: row.createdById, canEdit: canEdit(actor, row) };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;

/** Materials (teacher and admin, as in the route table): list, and add, edit, delete ('Gestionar'). */
export function createMaterialsService(deps: { db: Db }) {
  const { db } = deps;

  async function editable(actor: Actor, id: number): Promise<MaterialRow> {
    const row = await findMaterial(db, id);
    if (!row) throw new AppError("NOT_FOUND", materialMessages.notFound);
    if (!canEdit(actor, row)) throw new AppError("FORBIDDEN", materialMessages.notYours);
    return row;
  }

  async function reload(actor: Actor, id: number): Promise<Material> {
    const row = await findMaterial(db, id);
    if (!row) throw new AppError("NOT_FOUND", materialMessages.notFound);
    return toMaterial(actor, row);
  }

  return {
    /** Refuses early, before the body is read, when the caller cannot manage materials at all. */
    assertCanManage(actor: Actor | null): void {
      requireRole(actor, "teacher", "admin");
    },

    /** One page of every material, by title (teachers and admins see them all; `canEdit` says which they may change). */
    async list(actor: Actor | null, paging: MaterialListFilters): Promise<MaterialList> {
      const staff = requireRole(actor, "teacher", "admin");
      const { rows, total } = await listMaterialPage(db, paging);
      return { materials: rows.map((row) => toMaterial(staff, row)), total, page: paging.page, pageSize: paging.pageSize };
    },

    async create(actor: Actor | null, input: MaterialInput): Promise<{ material: Material }> {
      const staff = requireRole(actor, "teacher", "admin");
      const id = await insertMaterial(db, { ...input, createdById: staff.id });
      return { material: await reload(staff, id) };
    },

    async update(actor: Actor | null, id: number, input: MaterialInput): Promise<{ material: Material }> {
      const staff = requireRole(actor, "teacher", "admin");
      await editable(staff, id);
      await updateMaterial(db, id, input);
      return { material: await reload(staff, id) };
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      const staff = requireRole(actor, "teacher", "admin");
      await editable(staff, id);
      await deleteMaterial(db, id);
    },
  };
}
