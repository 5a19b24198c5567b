import type { z } from "zod";
import type { Db } from "../../db/connection.js";
import { type Actor, requireRole } from "../../lib/access.js";
import { AppError, fieldErrorsFrom } from "../../lib/errors.js";
import {
  deleteExam,
  deleteQuiz,
  type ExamRow,
  findExam,
  findQuiz,
  insertExam,
  insertQuiz,
  listExams,
  listQuizzes,
  moduleExists,
  type QuizRow,
  updateExam,
  updateQuiz,
} from "./assessments.repo.js";
import { assessmentMessages as m, type Exam, examInput, type Quiz, quizInput } from "./assessments.schema.js";

function toExam(row: ExamRow): Exam {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    moduleId: row.moduleId,
    moduleTitle: row.moduleTitle,
    duration: Number(row.duration),
    totalQuestions: Number(row.totalQuestions),
    passingScore: Number(row.passingScore),
    isActive: Boolean(Number(row.isActive)),
    youtubeVideoUrl: row.youtubeVideoUrl,
  };
}

function toQuiz(row: QuizRow): Quiz {
  const average = row.averageScore === null || row.averageScore === undefined ? null : Number(row.averageScore);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    moduleId: row.moduleId,
    moduleTitle: row.moduleTitle,
    duration: Number(row.duration),
    totalQuestions: Number(row.totalQuestions),
    passingScore: Number(row.passingScore),
    isActive: Boolean(Number(row.isActive)),
    attempts: Number(row.attempts ?? 0),
    averageScore: average === null ? null : Math.round(average * 10) / 10,
  };
}

/** Bad input is a 400 whose message is the first field's Spanish message (e.g. the duration bounds). */
function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const fields = fieldErrorsFrom(parsed.error.issues);
    const first = fields.title ?? fields.moduleId ?? Object.values(fields)[0] ?? m.required;
    throw new AppError("BAD_REQUEST", first, { fields });
  }
  return parsed.data;
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;

/** Exams (/api/exams) and quizzes (/api/quiz): admin only, as in the route table. */
export function createAssessmentsService(deps: { db: Db }) {
  const { db } = deps;

  async function checkModule(moduleId: number) {
    if (!(await moduleExists(db, moduleId))) throw new AppError("BAD_REQUEST", m.badModule, { fields: { moduleId: m.badModule } });
  }

  async function exam(id: number): Promise<Exam> {
    const row = await findExam(db, id);
    if (!row) throw new AppError("NOT_FOUND", m.examNotFound);
    return toExam(row);
  }

  async function quiz(id: number): Promise<Quiz> {
    const row = await findQuiz(db, id);
    if (!row) throw new AppError("NOT_FOUND", m.quizNotFound);
    return toQuiz(row);
  }

  return {
    assertAdmin(actor: Actor | null): void {
      requireRole(actor, "admin");
    },

    async listExams(actor: Actor | null): Promise<Exam[]> {
      requireRole(actor, "admin");
      return (await listExams(db)).map(toExam);
    },

    async createExam(actor: Actor | null, raw: unknown) {
      const admin = requireRole(actor, "admin");
      const input = parse(examInput, raw);
      await checkModule(input.moduleId);
      const id = await insertExam(db, { ...input, isActive: input.isActive ? 1 : 0, createdById: admin.id });
      return { success: true, message: m.examCreated, exam: await exam(id) };
    },

    async updateExam(actor: Actor | null, id: number, raw: unknown) {
      requireRole(actor, "admin");
      await exam(id);
      const input = parse(examInput, raw);
      await checkModule(input.moduleId);
      await updateExam(db, id, { ...input, isActive: input.isActive ? 1 : 0 });
      return { success: true, message: m.examUpdated, exam: await exam(id) };
    },

    async removeExam(actor: Actor | null, id: number) {
      requireRole(actor, "admin");
      if (!(await deleteExam(db, id))) throw new AppError("NOT_FOUND", m.examNotFound);
      return { success: true, message: m.examDeleted };
    },

    async listQuizzes(actor: Actor | null): Promise<Quiz[]> {
      requireRole(actor, "admin");
      return (await listQuizzes(db)).map(toQuiz);
    },

    async createQuiz(actor: Actor | null, raw: unknown) {
      const admin = requireRole(actor, "admin");
      const input = parse(quizInput, raw);
      await checkModule(input.moduleId);
      const id = await insertQuiz(db, { ...input, isActive: input.isActive ? 1 : 0, createdById: admin.id });
      return { success: true, message: m.quizCreated, quiz: await quiz(id) };
    },

    async updateQuiz(actor: Actor | null, id: number, raw: unknown) {
      requireRole(actor, "admin");
      await quiz(id);
      const input = parse(quizInput, raw);
      await checkModule(input.moduleId);
      await updateQuiz(db, id, { ...input, isActive: input.isActive ? 1 : 0 });
      return { success: true, message: m.quizUpdated, quiz: await quiz(id) };
    },

    async removeQuiz(actor: Actor | null, id: number) {
      requireRole(actor, "admin");
      if (!(await deleteQuiz(db, id))) throw new AppError("NOT_FOUND", m.quizNotFound);
      return { success: true, message: m.quizDeleted };
    },
  };
}
