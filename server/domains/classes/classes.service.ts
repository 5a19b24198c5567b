import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import {
  type ClassRow,
  deleteEnrolment,
  type EnrolmentRow,
  findClass,
  findEnrolment,
  findUserRole,
  formOptions,
  insertClass,
  insertEnrolment,
  isEnrolled,
  listClasses,
  listEnrolments,
  moduleExists,
  studentsOfClass,
  updateClass,
} from "./classes.repo.js";
import {
  type ClassOptions,
  classMessages,
  type CreateClassInput,
  type EnrolInput,
  type Enrolment,
  type SchoolClass,
  type UpdateClassInput,
} from "../../../common/classes/classes.schema.js";
import { canManageClasses, canReadClasses, canTeach, classScope, runsClass } from "../../../common/classes/classes.policy.js";

function toClass(row: ClassRow): SchoolClass {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    moduleId: row.moduleId,
    module: row.moduleId !== null && row.moduleTitle !== null ? { id: row.moduleId, title: row.moduleTitle } : null,
    teacherId: row.teacherId,
    teacher: row.teacherFirstName !== null ? { firstName: row.teacherFirstName, lastName: row.teacherLastName ?? "" } : null,
    studentsCount: Number(row.studentsCount ?? 0),
    createdAt: row.createdAt,
  };
}

function toEnrolment(row: EnrolmentRow): Enrolment {
  return {
    id: row.id,
    studentId: row.studentId,
    classId: row.classId,
    status: row.status,
    joinedAt: row.joinedAt,
    student: { id: row.studentId, firstName: row.firstName, lastName: row.lastName, email: row.email },
    class: { title: row.classTitle },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;

/** Classes (/api/classes) and enrolments (/api/studentclasses). Only admins change either. */
export function createClassesService(deps: { db: Db }) {
  const { db } = deps;

  async function checkReferences(input: { moduleId?: number | null; teacherId?: number | null }) {
    if (input.teacherId) {
      const teacher = await findUserRole(db, input.teacherId);
      if (!teacher || !canTeach(teacher)) {
        throw new AppError("BAD_REQUEST", classMessages.badTeacher, { fields: { teacherId: classMessages.badTeacher } });
      }
    }
    if (input.moduleId && !(await moduleExists(db, input.moduleId))) {
      throw new AppError("BAD_REQUEST", classMessages.badModule, { fields: { moduleId: classMessages.badModule } });
    }
  }

  async function load(id: number): Promise<SchoolClass> {
    const row = await findClass(db, id);
    if (!row) throw new AppError("NOT_FOUND", classMessages.notFound);
    return toClass(row);
  }

  return {
    /** Refuses early, before the body is read, when the caller cannot change classes or enrolments. */
    assertCanManage(actor: Actor | null): void {
      assertAllowed(canManageClasses(requireActor(actor)));
    },

    async list(actor: Actor | null): Promise<SchoolClass[]> {
      const signedIn = requireActor(actor);
      assertAllowed(canReadClasses(signedIn));
      return (await listClasses(db, classScope(signedIn))).map(toClass);
    },

    async create(actor: Actor | null, input: CreateClassInput): Promise<{ class: SchoolClass }> {
      assertAllowed(canManageClasses(requireActor(actor)));
      await checkReferences(input);
      const id = await insertClass(db, {
        title: input.title,
        description: input.description,
        moduleId: input.moduleId ?? null,
        teacherId: input.teacherId ?? null,
      });
      return { class: await load(id) };
    },

    async update(actor: Actor | null, id: number, input: UpdateClassInput): Promise<{ class: SchoolClass }> {
      assertAllowed(canManageClasses(requireActor(actor)));
      await load(id);
      await checkReferences(input);
      const values: Parameters<typeof updateClass>[2] = {};
      if (input.title !== undefined) values.title = input.title;
      if (input.description !== undefined) values.description = input.description;
      if (input.moduleId !== undefined) values.moduleId = input.moduleId;
      if (input.teacherId !== undefined) values.teacherId = input.teacherId;
      await updateClass(db, id, values);
      return { class: await load(id) };
    },

    async options(actor: Actor | null): Promise<ClassOptions> {
      assertAllowed(canManageClasses(requireActor(actor)));
      const { staff, students, modules } = await formOptions(db);
      const person = (u: { id: number; firstName: string; lastName: string; email: string }) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email });
      return { teachers: staff.map(person), students: students.map(person), modules };
    },

    /** The students of one class, for the assignment form: the class's teacher or an admin. */
    async students(actor: Actor | null, classId: number): Promise<ClassOptions["students"]> {
      const staff = requireActor(actor);
      assertAllowed(canTeach(staff));
      const found = await load(classId);
      // Another teacher's class is not theirs to see: as if it did not exist.
      if (!runsClass(staff, found)) throw new AppError("NOT_FOUND", classMessages.notFound);
      return (await studentsOfClass(db, classId)).map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email }));
    },

    /** The original fetched this list with no authentication; here it is admin only, like its screen. */
    async enrolments(actor: Actor | null): Promise<Enrolment[]> {
      assertAllowed(canManageClasses(requireActor(actor)));
      return (await listEnrolments(db)).map(toEnrolment);
    },

    async enrol(actor: Actor | null, input: EnrolInput): Promise<{ enrolment: Enrolment | null }> {
      assertAllowed(canManageClasses(requireActor(actor)));
      const student = await findUserRole(db, input.studentId);
      if (student?.role !== "student") {
        throw new AppError("BAD_REQUEST", classMessages.badStudent, { fields: { studentId: classMessages.badStudent } });
      }
      await load(input.classId);
      if (await isEnrolled(db, input.studentId, input.classId)) throw new AppError("CONFLICT", classMessages.alreadyEnrolled);
      let id: number;
      try {
        id = await insertEnrolment(db, input);
      } catch (error) {
        // Two enrolments racing: the unique constraint keeps one.
        if (await isEnrolled(db, input.studentId, input.classId)) throw new AppError("CONFLICT", classMessages.alreadyEnrolled);
        throw error;
      }
      const row = await findEnrolment(db, id);
      return { enrolment: row ? toEnrolment(row) : null };
    },

    async removeEnrolment(actor: Actor | null, id: number): Promise<void> {
      assertAllowed(canManageClasses(requireActor(actor)));
      if (!(await deleteEnrolment(db, id))) throw new AppError("NOT_FOUND", classMessages.enrolmentNotFound);
    },
  };
}
