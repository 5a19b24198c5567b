import type { Readable } from "node:stream";
import type { AppConfig } from "../../config.js";
import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError, messages } from "../../lib/errors.js";
import { noReadCache, type ReadCache } from "../../lib/read-cache.js";
import { deleteStoredFile, type FileRow, findFile, pdfOrImageKinds, replaceFileOf, storeUpload } from "../../lib/files.js";
import { findMateriasByIds, findMateriasByNames } from "../materias/materias.repo.js";
import { findUserById, settleStudentAccess } from "../users/users.repo.js";
import {
  assignedModulesOf,
  directlyAssignedModules,
  countModulesByTribe,
  deleteModule,
  existingModuleIds,
  findModuleRecord,
  insertModule,
  isModuleVisibleTo,
  listModulePage,
  listModuleRecords,
  type ModuleRecord,
  materiasOfModules,
  replaceModuleMaterias,
  replaceUserModules,
  type StudentModuleScope,
  submissionStatuses,
  swapModuleFile,
  updateModule,
  userModuleIds,
} from "./modules.repo.js";
import {
  type AssignedModules,
  type CreateModuleInput,
  type ListModulesQuery,
  type ModuleList,
  type ModuleSummary,
  moduleMessages,
  modulePdfPath,
  type ModuleView,
  type StudentProgress,
  type UpdateModuleInput,
} from "../../../common/modules/modules.schema.js";
import {
  assignedModulesAccess,
  canAssignModules,
  canManageModule,
  canReadModules,
  canWriteModules,
  readsOwnTribeOnly,
} from "../../../common/modules/modules.policy.js";
import { studentAccess } from "../../../common/users/users.policy.js";

export type ModulesService = ReturnType<typeof createModulesService>;

const progressStatuses = new Set(["SUBMITTED", "REVIEWED", "APPROVED", "NEEDS_REVISION"]);

function toView(record: ModuleRecord, materias: { id: number; name: string }[]): ModuleView {
  const hasFile = record.pdfFileId !== null && record.fileOriginalName !== null;
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    url: record.url,
    tribe: record.tribe,
    materias: materias.map((m) => m.name),
    materiaIds: materias.map((m) => m.id),
    downloadPdf: hasFile ? modulePdfPath(record.id) : (record.pdfUrl ?? ""),
    pdfFile:
      hasFile && record.pdfFileId !== null
        ? {
            id: record.pdfFileId,
            originalName: record.fileOriginalName ?? "archivo",
            size: Number(record.fileSize ?? 0),
            mimeType: record.fileMimeType ?? "application/octet-stream",
          }
        : null,
    youtubeVideo: record.youtubeVideo,
    instructions: record.instructions,
    forms: record.forms,
    workUpload: record.workUpload,
    createdBy:
      record.creatorFirstName !== null
        ? {
            id: record.createdById,
            firstName: record.creatorFirstName,
            lastName: record.creatorLastName ?? "",
            email: record.creatorEmail ?? "",
            role: record.creatorRole ?? "user",
          }
        : null,
    createdById: record.createdById,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function createModulesService(deps: { db: Db; config: Pick<AppConfig, "dataDir">; reads?: ReadCache }) {
  const reads = deps.reads ?? noReadCache;
  const { db, config } = deps;

  async function views(records: ModuleRecord[], trx: DbOrTrx = db): Promise<ModuleView[]> {
    const materias = await materiasOfModules(
      trx,
      records.map((r) => r.id),
    );
    return records.map((record) => toView(record, materias.get(record.id) ?? []));
  }

  async function viewOf(id: number, trx: DbOrTrx = db): Promise<ModuleView> {
    const record = await findModuleRecord(trx, id);
    if (!record) throw new AppError("NOT_FOUND", moduleMessages.notFound);
    const [view] = await views([record], trx);
    if (!view) throw new AppError("NOT_FOUND", moduleMessages.notFound);
    return view;
  }

  /** Subject ids from ids or names; any unknown one stops the save. */
  async function resolveMaterias(trx: DbOrTrx, refs: (number | string)[]): Promise<number[]> {
    const ids = refs.filter((ref): ref is number => typeof ref === "number");
    const names = refs.filter((ref): ref is string => typeof ref === "string");
    const byId = await findMateriasByIds(trx, [...new Set(ids)]);
    const byName = await findMateriasByNames(trx, [...new Set(names)]);
    if (byId.length !== new Set(ids).size || byName.length !== new Set(names).size) {
      throw new AppError("BAD_REQUEST", moduleMessages.materiaNotFound, { fields: { materias: moduleMessages.materiaNotFound } });
    }
    return [...new Set([...byId, ...byName].map((m) => m.id))];
  }

  function requireWriter(actor: Actor | null, denied: string): Actor {
    const signedIn = requireActor(actor);
    assertAllowed(canWriteModules(signedIn), denied);
    return signedIn;
  }

  function requireReader(actor: Actor | null): Actor {
    const signedIn = requireActor(actor);
    assertAllowed(canReadModules(signedIn));
    return signedIn;
  }

  async function requireManageable(actor: Actor | null, id: number, denied: string): Promise<ModuleRecord> {
    const signedIn = requireWriter(actor, denied);
    const record = await findModuleRecord(db, id);
    if (!record) throw new AppError("NOT_FOUND", moduleMessages.notFound);
    assertAllowed(canManageModule(signedIn, record), denied);
    return record;
  }

  /**
   * A student sees only the modules of their tribe and those assigned to them (issue 19); a student
   * without a tribe, only the assigned ones. Other readers: no limit (null).
   */
  async function studentScope(actor: Actor): Promise<StudentModuleScope | null> {
    if (!readsOwnTribeOnly(actor)) return null;
    const student = await findUserById(db, actor.id);
    return { studentId: actor.id, tribe: student?.tribe ?? null };
  }

  /** The module, if the caller may read it; another tribe's module is "not found" for a student. */
  async function readableRecord(actor: Actor | null, id: number): Promise<ModuleRecord> {
    const reader = requireReader(actor);
    const scope = await studentScope(reader);
    const record = await findModuleRecord(db, id);
    if (!record || (scope && !(await isModuleVisibleTo(db, id, scope)))) throw new AppError("NOT_FOUND", moduleMessages.notFound);
    return record;
  }

  /** A student's progress: the readers of their records (studentAccess), as the dashboards; a teacher only their classes' students. */
  async function requireProgressReader(actor: Actor | null, studentId: number): Promise<void> {
    const signedIn = requireActor(actor);
    assertAllowed(await settleStudentAccess(db, signedIn.id, studentId, studentAccess(signedIn, studentId)));
  }

  async function assigned(actor: Actor | null, userId: number): Promise<AssignedModules> {
    const signedIn = requireActor(actor);
    assertAllowed(await settleStudentAccess(db, signedIn.id, userId, assignedModulesAccess(signedIn, userId)));
    if (!(await findUserById(db, userId))) throw new AppError("NOT_FOUND", messages.notFound);
    const moduleIds = await userModuleIds(db, userId);
    return { userId, moduleIds, modules: await views(await listModuleRecords(db, moduleIds)) };
  }

  /**
   * Progress of a student: every module assigned to them (directly or through their tribe),
   * completed when their work for it is APPROVED. No access check: for other services.
   */
  async function progressForStudent(studentId: number): Promise<StudentProgress> {
    const student = await findUserById(db, studentId);
    if (!student) throw new AppError("NOT_FOUND", messages.notFound);
    const modules = await assignedModulesOf(db, studentId, student.tribe);
    const statuses = await submissionStatuses(db, studentId);
    const direct = await directlyAssignedModules(db, studentId);
    const materias = await materiasOfModules(
      db,
      modules.map((module) => module.id),
    );
    const rows = modules.map((module) => {
      const raw = statuses.get(module.id);
      const status = (raw && progressStatuses.has(raw) ? raw : "NOT_STARTED") as StudentProgress["modules"][number]["status"];
      const names = (materias.get(module.id) ?? []).map((materia) => materia.name);
      return { moduleId: module.id, title: module.title, tribe: module.tribe, materias: names, status, completed: status === "APPROVED", assigned: direct.has(module.id) };
    });
    const completed = rows.filter((row) => row.completed).length;
    const total = rows.length;
    return { studentId, modules: rows, completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
  }

  return {
    /** Where stored files live, for the REST route that streams a module's PDF. */
    dataDir: config.dataDir,

    /**
     * One page of modules, newest first, filtered by tribe, subject, creator, exact title or a search;
     * for a student, only the modules of their tribe and those assigned to them.
     */
    async list(actor: Actor | null, query: ListModulesQuery): Promise<ModuleList> {
      const reader = requireReader(actor);
      return reads.read(`modules.list:${reader.id}:${JSON.stringify(query)}`, async () => {
        const { records, total } = await listModulePage(db, query, (await studentScope(reader)) ?? undefined);
        return { modules: await views(records), total, page: query.page, pageSize: query.pageSize };
      });
    },

    /** A subject's module count, in all and per tribe (only tribes that have some); a student counts only theirs. */
    async summary(actor: Actor | null, materia: number | string): Promise<ModuleSummary> {
      const reader = requireReader(actor);
      const groups = await countModulesByTribe(db, { materia }, (await studentScope(reader)) ?? undefined);
      return {
        total: groups.reduce((sum, group) => sum + group.count, 0),
        tribes: groups.flatMap((group) => (group.tribe !== null && group.count > 0 ? [{ tribe: group.tribe, count: group.count }] : [])),
      };
    },

    async get(actor: Actor | null, id: number): Promise<ModuleView> {
      const record = await readableRecord(actor, id);
      return viewOf(record.id);
    },

    async create(actor: Actor | null, input: CreateModuleInput): Promise<ModuleView> {
      const signedIn = requireWriter(actor, moduleMessages.noCreate);
      return db.transaction().execute(async (trx) => {
        const materiaIds = await resolveMaterias(trx, input.materias);
        const now = new Date().toISOString();
        const id = await insertModule(trx, {
          title: input.title,
          description: input.description,
          url: input.url,
          tribe: input.tribe,
          pdfFileId: null,
          pdfUrl: input.downloadPdf?.startsWith("/api/modules/") ? null : input.downloadPdf,
          youtubeVideo: input.youtubeVideo,
          instructions: input.instructions,
          forms: input.forms,
          workUpload: input.workUpload,
          createdById: signedIn.id,
          createdAt: now,
          updatedAt: now,
        });
        await replaceModuleMaterias(trx, id, materiaIds);
        return viewOf(id, trx);
      });
    },

    async update(actor: Actor | null, input: UpdateModuleInput): Promise<ModuleView> {
      const record = await requireManageable(actor, input.id, moduleMessages.noEdit);
      return db.transaction().execute(async (trx) => {
        const materiaIds = input.materias !== undefined ? await resolveMaterias(trx, input.materias) : null;
        // The module's own stored file keeps its address; any other address replaces it.
        const keepsFile = input.downloadPdf === modulePdfPath(record.id);
        await updateModule(trx, record.id, {
          title: input.title,
          description: input.description,
          url: input.url,
          tribe: input.tribe,
          pdfUrl: keepsFile ? record.pdfUrl : input.downloadPdf,
          youtubeVideo: input.youtubeVideo,
          instructions: input.instructions,
          forms: input.forms,
          workUpload: input.workUpload,
          updatedAt: new Date().toISOString(),
        });
        if (materiaIds) await replaceModuleMaterias(trx, record.id, materiaIds);
        return viewOf(record.id, trx);
      });
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      const record = await requireManageable(actor, id, moduleMessages.noDelete);
      await deleteModule(db, record.id);
      if (record.pdfFileId !== null) await deleteStoredFile(db, config.dataDir, record.pdfFileId);
    },

    /** Checks that the caller may attach a file to the module, before any byte is stored. */
    /** Who may upload a module's file at all (teachers and admins), checked before the body is read. */
    assertCanUploadFiles(actor: Actor | null): void {
      requireWriter(actor, moduleMessages.noEdit);
    },

    async assertCanAttach(actor: Actor | null, moduleId: number): Promise<void> {
      await requireManageable(actor, moduleId, moduleMessages.noEdit);
    },

    /** Stores the module's PDF or image (checked by content and size) and replaces the previous one. */
    async attachPdf(
      actor: Actor | null,
      moduleId: number,
      source: Buffer | Readable,
      originalName: string,
    ): Promise<{ fileUrl: string; module: ModuleView }> {
      const record = await requireManageable(actor, moduleId, moduleMessages.noEdit);
      const file = await storeUpload(db, source, {
        dataDir: config.dataDir,
        allowedKinds: pdfOrImageKinds,
        wrongKindMessage: moduleMessages.wrongFileKind,
        originalName,
        purpose: "module-pdf",
        ownerId: requireActor(actor).id,
      });
      await replaceFileOf(db, config.dataDir, file.id, {
        read: async () => findModuleRecord(db, record.id).then((found) => found && { fileId: found.pdfFileId }),
        write: (expected) => swapModuleFile(db, record.id, file.id, expected),
      });
      return { fileUrl: modulePdfPath(record.id), module: await viewOf(record.id) };
    },

    /** The module's stored file, for any signed-in user who may see the module. */
    async pdfFile(actor: Actor | null, moduleId: number): Promise<FileRow> {
      const record = await readableRecord(actor, moduleId);
      const file = record.pdfFileId !== null ? await findFile(db, record.pdfFileId) : undefined;
      if (!file) throw new AppError("NOT_FOUND", moduleMessages.noFile);
      return file;
    },

    assigned,

    assertCanAssign(actor: Actor | null): void {
      assertAllowed(canAssignModules(requireActor(actor)), moduleMessages.assignAdminOnly);
    },

    /** Replaces the modules assigned to a user (admin only); unknown module ids are refused. */
    async setAssigned(actor: Actor | null, userId: number, moduleIds: number[]): Promise<AssignedModules> {
      assertAllowed(canAssignModules(requireActor(actor)), moduleMessages.assignAdminOnly);
      if (!(await findUserById(db, userId))) throw new AppError("NOT_FOUND", messages.notFound);
      const unique = [...new Set(moduleIds)];
      await db.transaction().execute(async (trx) => {
        const found = await existingModuleIds(trx, unique);
        if (found.length !== unique.length) {
          throw new AppError("BAD_REQUEST", moduleMessages.notFound, { fields: { moduleIds: moduleMessages.notFound } });
        }
        await replaceUserModules(trx, userId, unique);
      });
      return assigned(actor, userId);
    },

    progressForStudent,

    async progress(actor: Actor | null, studentId: number): Promise<StudentProgress> {
      await requireProgressReader(actor, studentId);
      return progressForStudent(studentId);
    },
  };
}
