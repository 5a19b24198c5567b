import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import {
  type AssignmentRow,
  deleteAssignment,
  findAssignment,
  findClassOwner,
  findUserRole,
  insertAssignment,
  isEnrolled,
  listAssignmentPage,
  setCompletion,
  updateAssignment,
} from "./assignments.repo.js";
import {
  type Assignment,
  type AssignmentList,
  assignmentMessages,
  type AssignmentStatus,
  type CreateAssignmentInput,
  type ListAssignmentsFilters,
  type UpdateAssignmentInput,
} from "../../../common/assignments/assignments.schema.js";
import {
  assignmentScope,
  canEditAssignment,
  canManageAssignments,
  canReadAssignments,
  canReassignTeacher,
  marksOwnCopy,
} from "../../../common/assignments/assignments.policy.js";
import { canTeach, runsClass } from "../../../common/classes/classes.policy.js";
import { schoolToday } from "../../../common/format.js";
import { notifyTaskAssigned } from "../notifications/notifications.producers.js";

/** The school's day (YYYY-MM-DD in America/Bogota, like the date-only due dates) and the instant. */
export function clockAt(date: Date): { today: string; now: string } {
  return { today: schoolToday(date), now: date.toISOString() };
}

function asStatus(value: string): AssignmentStatus {
  return value === "completed" || value === "missing" ? value : "pending";
}

function toAssignment(actor: Actor, row: AssignmentRow): Assignment {
  const isStudent = marksOwnCopy(actor);
  // Completed by the viewer: the one rule of completions.ts, read in SQL.
  const doneByViewer = Number(row.doneByViewer ?? 0) > 0;
  // A student's status is their own; "missing" set by the teacher stays until they finish it.
  const status: AssignmentStatus = isStudent
    ? doneByViewer
      ? "completed"
      : row.studentId === actor.id
        ? asStatus(row.status)
        : "pending"
    : asStatus(row.status);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    classId: row.classId,
    class: row.classTitle !== null ? { title: row.classTitle } : null,
    dueDate: row.dueDate,
    status,
    studentId: row.studentId,
    student: row.studentFirstName !== null ? { firstName: row.studentFirstName, lastName: row.studentLastName ?? "" } : null,
    teacherId: row.teacherId,
    teacher: row.teacherFirstName !== null ? { firstName: row.teacherFirstName, lastName: row.teacherLastName ?? "" } : null,
    completedCount: isStudent ? 0 : Number(row.completedCount ?? 0),
    createdAt: row.createdAt,
    canEdit: canEditAssignment(actor, row),
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

/**
 * /api/assignments. Teachers see their classes' assignments, students their own or those with no
 * student set in the classes they are enrolled in, admins all of them.
 */
export function createAssignmentsService(deps: { db: Db }) {
  const { db } = deps;

  async function readable(actor: Actor, id: number): Promise<AssignmentRow> {
    const row = await findAssignment(db, assignmentScope(actor), id);
    if (!row) throw new AppError("NOT_FOUND", assignmentMessages.notFound);
    return row;
  }

  async function reload(actor: Actor, id: number): Promise<Assignment> {
    return toAssignment(actor, await readable(actor, id));
  }

  function requireReader(actor: Actor | null): Actor {
    const signedIn = requireActor(actor);
    assertAllowed(canReadAssignments(signedIn));
    return signedIn;
  }

  function requireManager(actor: Actor | null): Actor {
    const staff = requireActor(actor);
    assertAllowed(canManageAssignments(staff));
    return staff;
  }

  return {
    assertCanCreate(actor: Actor | null): void {
      requireManager(actor);
    },

    /**
     * One page of the assignments the caller may read, newest first. `total` counts what matches
     * the filter (the pager); `counts` the whole scope for the student's stat cards.
     */
    async list(actor: Actor | null, filters: ListAssignmentsFilters): Promise<AssignmentList> {
      const signedIn = requireReader(actor);
      const { rows, counts } = await listAssignmentPage(db, assignmentScope(signedIn), filters, clockAt(new Date()));
      return {
        assignments: rows.map((row) => toAssignment(signedIn, row)),
        total: filters.show === "pending" ? counts.total - counts.completed : counts.total,
        page: filters.page,
        pageSize: filters.pageSize,
        counts: { ...counts, pending: counts.total - counts.completed - counts.overdue },
      };
    },

    async get(actor: Actor | null, id: number): Promise<Assignment> {
      const signedIn = requireReader(actor);
      return reload(signedIn, id);
    },

    async create(actor: Actor | null, input: CreateAssignmentInput): Promise<{ assignment: Assignment }> {
      const staff = requireManager(actor);
      const owner = await findClassOwner(db, input.classId);
      if (!owner) throw new AppError("BAD_REQUEST", assignmentMessages.classNotFound, { fields: { classId: assignmentMessages.classNotFound } });
      assertAllowed(runsClass(staff, owner), assignmentMessages.notYourClass);
      const studentId = input.studentId ?? null;
      if (studentId !== null && !(await isEnrolled(db, studentId, input.classId))) {
        throw new AppError("BAD_REQUEST", assignmentMessages.studentNotInClass, { fields: { studentId: assignmentMessages.studentNotInClass } });
      }
      const id = await insertAssignment(db, {
        title: input.title,
        description: input.description,
        classId: input.classId,
        dueDate: input.dueDate,
        studentId,
        // The class's teacher: the caller themselves when a teacher creates it (runsClass above).
        teacherId: owner.teacherId,
      });
      await notifyTaskAssigned(db, id);
      return { assignment: await reload(staff, id) };
    },

    async update(actor: Actor | null, id: number, input: UpdateAssignmentInput): Promise<{ assignment: Assignment }> {
      const signedIn = requireReader(actor);
      const row = await readable(signedIn, id);

      if (marksOwnCopy(signedIn)) {
        // A student only marks their own copy done (or not done again).
        const others = input.title ?? input.description ?? input.dueDate ?? input.teacherId;
        if (others !== undefined || (input.status !== "completed" && input.status !== "pending")) {
          throw new AppError("FORBIDDEN", assignmentMessages.studentOnlyStatus);
        }
        const done = input.status === "completed";
        await db.transaction().execute(async (trx) => {
          await setCompletion(trx, id, signedIn.id, done);
          if (row.studentId === signedIn.id) await updateAssignment(trx, id, { status: done ? "completed" : "pending" });
        });
        return { assignment: await reload(signedIn, id) };
      }

      assertAllowed(canEditAssignment(signedIn, row), assignmentMessages.notYours);
      if (input.teacherId !== undefined) {
        assertAllowed(canReassignTeacher(signedIn), assignmentMessages.adminOnlyTeacher);
        if (input.teacherId !== null) {
          const teacher = await findUserRole(db, input.teacherId);
          if (!teacher || !canTeach(teacher)) {
            throw new AppError("BAD_REQUEST", assignmentMessages.badTeacher, { fields: { teacherId: assignmentMessages.badTeacher } });
          }
        }
      }
      const values: Parameters<typeof updateAssignment>[2] = {};
      if (input.title !== undefined) values.title = input.title;
      if (input.description !== undefined) values.description = input.description;
      if (input.dueDate !== undefined) values.dueDate = input.dueDate;
      if (input.status !== undefined) values.status = input.status;
      if (input.teacherId !== undefined) values.teacherId = input.teacherId;
      await updateAssignment(db, id, values);
      return { assignment: await reload(signedIn, id) };
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      const staff = requireManager(actor);
      const row = await readable(staff, id);
      assertAllowed(canEditAssignment(staff, row), assignmentMessages.notYours);
      await deleteAssignment(db, id);
    },
  };
}

