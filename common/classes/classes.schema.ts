import { z } from "zod";
import { messageOutput, okOutput } from "../input-rules.js";

export const enrolmentStatuses = ["active", "pending", "completed", "dropped"] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

/** enrollmentStatus.{status} of the spec, in Spanish. */
export const enrolmentStatusLabels: Record<EnrolmentStatus, string> = {
  active: "Activa",
  pending: "Pendiente",
  completed: "Completada",
  dropped: "Retirada",
};

export const classMessages = {
  titleRequired: "El título es requerido",
  notFound: "La clase no existe o ya fue eliminada.",
  badTeacher: "El profesor seleccionado no existe.",
  badModule: "El módulo seleccionado no existe.",
  badStudent: "El estudiante seleccionado no existe.",
  alreadyEnrolled: "El estudiante ya está inscrito en esta clase.",
  enrolmentNotFound: "La inscripción no existe o ya fue eliminada.",
  created: "Clase creada correctamente",
  updated: "Clase actualizada correctamente",
  enrolled: "Estudiante inscrito correctamente",
  removed: "Inscripción eliminada correctamente",
} as const;

const optionalId = z.coerce.number().int().positive().nullable().optional();

export const classIdInput = z.object({ id: z.coerce.number().int().positive() });

export const createClassInput = z.object({
  title: z.string({ error: classMessages.titleRequired }).trim().min(1, classMessages.titleRequired).max(200, "Máximo 200 caracteres"),
  description: z.string().trim().max(2000, "Máximo 2000 caracteres").optional().default(""),
  moduleId: optionalId,
  teacherId: optionalId,
});
export type CreateClassInput = z.infer<typeof createClassInput>;

/** PUT /api/classes/{id}: teacherId alone (assign a teacher), or title, description, moduleId. */
export const updateClassInput = z.object({
  title: createClassInput.shape.title.optional(),
  description: z.string().trim().max(2000, "Máximo 2000 caracteres").optional(),
  moduleId: optionalId,
  teacherId: optionalId,
});
export type UpdateClassInput = z.infer<typeof updateClassInput>;
export const updateClassCall = classIdInput.extend(updateClassInput.shape);

export const enrolInput = z.object({
  studentId: z.coerce.number({ error: classMessages.badStudent }).int().positive(),
  classId: z.coerce.number({ error: classMessages.notFound }).int().positive(),
  status: z.enum(enrolmentStatuses, { error: "Estado no válido" }).optional().default("active"),
});
export type EnrolInput = z.infer<typeof enrolInput>;

export const classSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  moduleId: z.number().nullable(),
  module: z.object({ id: z.number(), title: z.string() }).nullable(),
  teacherId: z.number().nullable(),
  teacher: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  studentsCount: z.number(),
  createdAt: z.string(),
});
export type SchoolClass = z.infer<typeof classSchema>;

export const enrolmentSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  classId: z.number(),
  status: z.string(),
  joinedAt: z.string(),
  student: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  class: z.object({ title: z.string() }),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

const person = z.object({ id: z.number(), name: z.string(), email: z.string() });
export const classOptionsSchema = z.object({
  teachers: z.array(person),
  students: z.array(person),
  modules: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type ClassOptions = z.infer<typeof classOptionsSchema>;

export const classSavedOutput = messageOutput({ class: classSchema });
export const enrolledOutput = messageOutput({ enrolment: enrolmentSchema.nullable() });
export const enrolmentRemovedOutput = okOutput;
