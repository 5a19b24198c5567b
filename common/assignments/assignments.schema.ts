import { z } from "zod";
import { messageOutput, okOutput, summarised } from "../input-rules.js";
import { pageFields, pagingMessages } from "../paging.js";

export const assignmentStatuses = ["completed", "pending", "missing"] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

export const assignmentMessages = {
  titleRequired: "El título es requerido",
  classRequired: "Selecciona una clase",
  dueDateRequired: "La fecha de entrega es requerida",
  badDate: "Fecha no válida",
  notFound: "La tarea no existe o ya fue eliminada.",
  classNotFound: "La clase no existe o ya fue eliminada.",
  notYourClass: "Solo puedes crear tareas para tus propias clases.",
  notYours: "No tienes permisos para modificar esta tarea.",
  studentNotInClass: "El estudiante no está inscrito en esta clase.",
  badTeacher: "El profesor seleccionado no existe.",
  adminOnlyTeacher: "Solo los administradores pueden cambiar el profesor de una tarea.",
  studentOnlyStatus: "Solo puedes marcar la tarea como completada o pendiente.",
  created: "Tarea creada correctamente",
  updated: "Tarea actualizada correctamente",
  completed: "Tarea marcada como completada",
  reopened: "Tarea marcada como pendiente",
  deleted: "Tarea eliminada correctamente",
  page: pagingMessages.page,
  pageSize: pagingMessages.pageSize,
  badShow: "Filtro no válido",
} as const;

/** YYYY-MM-DD (a school day) or a full ISO date-time. */
const dueDate = z
  .string({ error: assignmentMessages.dueDateRequired })
  .trim()
  .min(1, assignmentMessages.dueDateRequired)
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)), assignmentMessages.badDate);

export const assignmentIdInput = z.object({ id: z.coerce.number().int().positive() });

export const createAssignmentInput = z.object({
  title: z.string({ error: assignmentMessages.titleRequired }).trim().min(1, assignmentMessages.titleRequired).max(200, "Máximo 200 caracteres"),
  description: z.string().trim().max(5000, "Máximo 5000 caracteres").optional().default(""),
  classId: z.coerce.number({ error: assignmentMessages.classRequired }).int(assignmentMessages.classRequired).positive(assignmentMessages.classRequired),
  dueDate,
  /** Empty: the whole class. */
  studentId: z.coerce.number().int().positive().nullable().optional(),
});
export type CreateAssignmentInput = z.infer<typeof createAssignmentInput>;

/** PUT /api/assignments/{id}: teacherId (admin), the teacher's fields, or a student's own status. */
export const updateAssignmentInput = z.object({
  title: createAssignmentInput.shape.title.optional(),
  description: z.string().trim().max(5000, "Máximo 5000 caracteres").optional(),
  dueDate: dueDate.optional(),
  status: z.enum(assignmentStatuses, { error: "Estado no válido" }).optional(),
  teacherId: z.coerce.number().int().positive().nullable().optional(),
});
export type UpdateAssignmentInput = z.infer<typeof updateAssignmentInput>;
export const updateAssignmentCall = assignmentIdInput.extend(updateAssignmentInput.shape);

/** The answer's message after an edit: a student marks their own copy done or not done; staff edit the assignment. */
export function assignmentUpdatedMessage(byStudent: boolean, status: AssignmentStatus | undefined): string {
  if (!byStudent) return assignmentMessages.updated;
  return status === "completed" ? assignmentMessages.completed : assignmentMessages.reopened;
}

/** Assignments per page unless the caller asks otherwise, and the most one call may ask for. */
export const assignmentPageSize = 25;
export const maxAssignmentPageSize = 100;

/**
 * Paging of the assignment list, coerced so REST query strings (?page=2&pageSize=25) work too.
 * show=pending is 'Tareas Pendientes': only those the caller has not completed (overdue included).
 */
export const listAssignmentsInput = summarised(
  z.object({
    show: z.enum(["all", "pending"], { error: assignmentMessages.badShow }).default("all"),
    ...pageFields(assignmentPageSize, maxAssignmentPageSize),
  }),
);
export type ListAssignmentsInput = z.input<typeof listAssignmentsInput>;
export type ListAssignmentsFilters = z.output<typeof listAssignmentsInput>;

export const assignmentSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  classId: z.number().nullable(),
  class: z.object({ title: z.string() }).nullable(),
  dueDate: z.string().nullable(),
  /** For a student, their own status; for staff, the assignment's. */
  status: z.enum(assignmentStatuses),
  studentId: z.number().nullable(),
  student: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  teacherId: z.number().nullable(),
  teacher: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** How many students marked it done (staff only; 0 for students). */
  completedCount: z.number(),
  createdAt: z.string(),
  canEdit: z.boolean(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/**
 * One page of assignments, newest first. `total` counts what matches the filter (the pager);
 * `counts` are the student's stat cards over the whole scope, whatever the filter: completed,
 * overdue (due date passed, not completed) and pending (the rest), `counts.total` their sum.
 */
export const assignmentListSchema = z.object({
  assignments: z.array(assignmentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.object({ total: z.number(), completed: z.number(), pending: z.number(), overdue: z.number() }),
});
export type AssignmentList = z.infer<typeof assignmentListSchema>;

export const assignmentSavedOutput = messageOutput({ assignment: assignmentSchema });
export const assignmentDeletedOutput = okOutput;
