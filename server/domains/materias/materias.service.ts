import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import {
  addTribeMateria,
  deleteMateria,
  findMateriaById,
  findMateriaByName,
  insertMateria,
  listMaterias,
  listTribeMaterias,
  removeTribeMateria,
} from "./materias.repo.js";
import { type CreateMateriaInput, type Materia, materiaMessages, type TribeMateriaInput, type TribeMaterias } from "../../../common/materias/materias.schema.js";
import { canManageMaterias, canReadMaterias, canReadTribes } from "../../../common/materias/materias.policy.js";

export type MateriasService = ReturnType<typeof createMateriasService>;

export function createMateriasService(deps: { db: Db }) {
  const { db } = deps;

  async function requireMateriaByName(name: string): Promise<Materia> {
    const materia = await findMateriaByName(db, name.trim());
    if (!materia) throw new AppError("NOT_FOUND", materiaMessages.notFound);
    return materia;
  }

  return {
    async list(actor: Actor | null): Promise<Materia[]> {
      assertAllowed(canReadMaterias(requireActor(actor)));
      return listMaterias(db);
    },

    async get(actor: Actor | null, ref: { id?: number; name?: string }): Promise<Materia> {
      assertAllowed(canReadMaterias(requireActor(actor)));
      const materia = ref.id !== undefined ? await findMateriaById(db, ref.id) : await findMateriaByName(db, ref.name ?? "");
      if (!materia) throw new AppError("NOT_FOUND", materiaMessages.notFound);
      return materia;
    },

    async create(actor: Actor | null, input: CreateMateriaInput): Promise<Materia> {
      assertAllowed(canManageMaterias(requireActor(actor)));
      if (await findMateriaByName(db, input.name)) throw new AppError("CONFLICT", materiaMessages.nameTaken);
      try {
        return await insertMateria(db, { name: input.name, description: input.description });
      } catch (error) {
        if (await findMateriaByName(db, input.name)) throw new AppError("CONFLICT", materiaMessages.nameTaken);
        throw error;
      }
    },

    /** Deleting a subject removes it from every tribe and module (cascade), never the modules. */
    async remove(actor: Actor | null, id: number): Promise<void> {
      assertAllowed(canManageMaterias(requireActor(actor)));
      if (!(await deleteMateria(db, id))) throw new AppError("NOT_FOUND", materiaMessages.notFound);
    },

    async tribeMaterias(actor: Actor | null, tribeName: string): Promise<TribeMaterias> {
      assertAllowed(canReadTribes(requireActor(actor)));
      return { tribeName, materias: await listTribeMaterias(db, tribeName) };
    },

    async addToTribe(actor: Actor | null, input: TribeMateriaInput): Promise<TribeMaterias> {
      assertAllowed(canManageMaterias(requireActor(actor)));
      const materia = await requireMateriaByName(input.materiaName);
      await addTribeMateria(db, input.tribeName, materia.id);
      return { tribeName: input.tribeName, materias: await listTribeMaterias(db, input.tribeName) };
    },

    async removeFromTribe(actor: Actor | null, input: TribeMateriaInput): Promise<TribeMaterias> {
      assertAllowed(canManageMaterias(requireActor(actor)));
      const materia = await requireMateriaByName(input.materiaName);
      if (!(await removeTribeMateria(db, input.tribeName, materia.id))) {
        throw new AppError("NOT_FOUND", materiaMessages.notFound);
      }
      return { tribeName: input.tribeName, materias: await listTribeMaterias(db, input.tribeName) };
    },
  };
}
