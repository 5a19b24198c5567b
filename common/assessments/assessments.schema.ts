import { z } from "zod";
import { messageOutput, okOutput } from "../input-rules.js";
import { typedNumberValue } from "../numbers.js";

export const assessmentMessages = {
  required: "Por favor completa todos los campos requeridos",
  badVideo: "El enlace del video debe empezar por http:// o https://",
  badModule: "El módulo seleccionado no existe.",
  examNotFound: "El examen no existe o ya fue eliminado.",
  quizNotFound: "El cuestionario no existe o ya fue eliminado.",
  examCreated: "Examen creado correctamente",
  examUpdated: "Examen actualizado correctamente",
  examDeleted: "Examen eliminado correctamente",
  quizCreated: "Cuestionario creado correctamente",
  quizUpdated: "Cuestionario actualizado correctamente",
  quizDeleted: "Cuestionario eliminado correctamente",
} as const;

type Bounds = { duration: [number, number, number]; questions: [number, number, number]; passing: [number, number, number] };

/** [min, max, default] of the spec, section 5. */
export const examBounds: Bounds = { duration: [1, 300, 60], questions: [1, 100, 10], passing: [0, 100, 70] };
export const quizBounds: Bounds = { duration: [1, 120, 30], questions: [1, 50, 5], passing: [0, 100, 60] };

function bounded([min, max, fallback]: [number, number, number], message: string) {
  return z
    .preprocess(typedNumberValue, z.number({ error: message }).int(message).min(min, message).max(max, message))
    .optional()
    .default(fallback);
}

function fieldsFor(bounds: Bounds) {
  const [dMin, dMax] = bounds.duration;
  const [qMin, qMax] = bounds.questions;
  const [pMin, pMax] = bounds.passing;
  // In the order of their messages: bad input answers the first field's message (the title, then the module).
  return {
    title: z.string({ error: assessmentMessages.required }).trim().min(1, assessmentMessages.required).max(200, "Máximo 200 caracteres"),
    moduleId: z.coerce.number({ error: assessmentMessages.required }).int(assessmentMessages.required).positive(assessmentMessages.required),
    description: z.string().trim().max(5000, "Máximo 5000 caracteres").optional().default(""),
    duration: bounded(bounds.duration, `La duración debe estar entre ${dMin} y ${dMax} minutos`),
    totalQuestions: bounded(bounds.questions, `El número de preguntas debe estar entre ${qMin} y ${qMax}`),
    passingScore: bounded(bounds.passing, `El puntaje mínimo debe estar entre ${pMin} y ${pMax}`),
    isActive: z.boolean({ error: "Valor no válido" }).optional().default(true),
  };
}

const videoUrl = z
  .string()
  .trim()
  .max(2000, "Máximo 2000 caracteres")
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), assessmentMessages.badVideo);

export const examInput = z.object({ ...fieldsFor(examBounds), youtubeVideoUrl: videoUrl });
export type ExamInput = z.infer<typeof examInput>;
/** What the assessment form sends, for an exam or (without the video) a quiz. */
export type AssessmentFields = z.input<typeof examInput>;
export const quizInput = z.object(fieldsFor(quizBounds));
export type QuizInput = z.infer<typeof quizInput>;

export const assessmentIdInput = z.object({ id: z.coerce.number().int().positive() });
/** exams.update and quizzes.update send { id, fields }, the fields as PUT /api/exams/{id} takes them. */
export const updateExamCall = assessmentIdInput.extend({ fields: examInput });
export const updateQuizCall = assessmentIdInput.extend({ fields: quizInput });

export const examSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  moduleId: z.number(),
  moduleTitle: z.string(),
  duration: z.number(),
  totalQuestions: z.number(),
  passingScore: z.number(),
  isActive: z.boolean(),
  youtubeVideoUrl: z.string().nullable(),
});
export type Exam = z.infer<typeof examSchema>;

export const quizSchema = examSchema.omit({ youtubeVideoUrl: true }).extend({
  attempts: z.number(),
  /** Mean score of the attempts, or null when there are none yet. */
  averageScore: z.number().nullable(),
});
export type Quiz = z.infer<typeof quizSchema>;

export const examSavedOutput = messageOutput({ exam: examSchema });
export const quizSavedOutput = messageOutput({ quiz: quizSchema });
export const assessmentDeletedOutput = okOutput;
