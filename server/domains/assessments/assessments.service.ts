import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { isAdmin } from "../../../common/school.policy.js";
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
import { assessmentMessages as m, type Exam, type ExamInput, type Quiz, type QuizInput } from "../../../common/assessments/assessments.schema.js";

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

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;

/** What differs between exams and quizzes; everything else is one routine (kindService). */
type Kind<Key extends string, Row, View, Input extends { moduleId: number; isActive: boolean }> = {
  /** The answer's field for one item: { exam } or { quiz } (the adapters add success and message). */
  key: Key;
  list(db: Db): Promise<Row[]>;
  find(db: Db, id: number): Promise<Row | undefined>;
  insert(db: Db, values: Omit<Input, "isActive"> & { isActive: number; createdById: number }): Promise<number>;
  update(db: Db, id: number, values: Omit<Input, "isActive"> & { isActive: number }): Promise<boolean>;
  remove(db: Db, id: number): Promise<boolean>;
  view(row: Row): View;
  notFound: string;
};

/** List, create, update and delete of one kind of assessment: admin only, the module must exist. */
function kindService<Key extends string, Row, View, Input extends { moduleId: number; isActive: boolean }>(
  db: Db,
  kind: Kind<Key, Row, View, Input>,
) {
  type Saved = Record<Key, View>;
  const saved = (item: View) => ({ [kind.key]: item }) as Saved;
  async function checkModule(moduleId: number) {
    if (!(await moduleExists(db, moduleId))) throw new AppError("BAD_REQUEST", m.badModule, { fields: { moduleId: m.badModule } });
  }
  async function one(id: number): Promise<View> {
    const row = await kind.find(db, id);
    if (!row) throw new AppError("NOT_FOUND", kind.notFound);
    return kind.view(row);
  }
  return {
    async list(actor: Actor | null): Promise<View[]> {
      assertAllowed(isAdmin(requireActor(actor)));
      return (await kind.list(db)).map(kind.view);
    },
    async create(actor: Actor | null, input: Input): Promise<Saved> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      await checkModule(input.moduleId);
      const id = await kind.insert(db, { ...input, isActive: input.isActive ? 1 : 0, createdById: admin.id });
      return saved(await one(id));
    },
    async update(actor: Actor | null, id: number, input: Input): Promise<Saved> {
      assertAllowed(isAdmin(requireActor(actor)));
      await one(id);
      await checkModule(input.moduleId);
      await kind.update(db, id, { ...input, isActive: input.isActive ? 1 : 0 });
      return saved(await one(id));
    },
    async remove(actor: Actor | null, id: number): Promise<void> {
      assertAllowed(isAdmin(requireActor(actor)));
      if (!(await kind.remove(db, id))) throw new AppError("NOT_FOUND", kind.notFound);
    },
  };
}

/** Exams (/api/exams) and quizzes (/api/quiz): admin only, as in the route table. */
export function createAssessmentsService(deps: { db: Db }) {
  const { db } = deps;
  const exams = kindService<"exam", ExamRow, Exam, ExamInput>(db, {
    key: "exam",
    list: listExams,
    find: findExam,
    insert: insertExam,
    update: updateExam,
    remove: deleteExam,
    view: toExam,
    notFound: m.examNotFound,
  });
  const quizzes = kindService<"quiz", QuizRow, Quiz, QuizInput>(db, {
    key: "quiz",
    list: listQuizzes,
    find: findQuiz,
    insert: insertQuiz,
    update: updateQuiz,
    remove: deleteQuiz,
    view: toQuiz,
    notFound: m.quizNotFound,
  });

  return {
    listExams: exams.list,
    createExam: exams.create,
    updateExam: exams.update,
    removeExam: exams.remove,
    listQuizzes: quizzes.list,
    createQuiz: quizzes.create,
    updateQuiz: quizzes.update,
    removeQuiz: quizzes.remove,
  };
}
