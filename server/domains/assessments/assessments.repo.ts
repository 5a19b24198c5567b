import type { DbOrTrx } from "../../db/connection.js";

type Common = { title: string; description: string; moduleId: number; duration: number; totalQuestions: number; passingScore: number; isActive: number };

export function moduleExists(db: DbOrTrx, id: number) {
  return db.selectFrom("modules").select("id").where("id", "=", id).executeTakeFirst();
}

function examQuery(db: DbOrTrx) {
  return db
    .selectFrom("exams as e")
    .innerJoin("modules as m", "m.id", "e.moduleId")
    .select(["e.id", "e.title", "e.description", "e.moduleId", "e.duration", "e.totalQuestions", "e.passingScore", "e.isActive", "e.youtubeVideoUrl", "m.title as moduleTitle"]);
}

export type ExamRow = NonNullable<Awaited<ReturnType<typeof findExam>>>;

export function listExams(db: DbOrTrx) {
  return examQuery(db).orderBy("e.title").orderBy("e.id").execute();
}

export function findExam(db: DbOrTrx, id: number) {
  return examQuery(db).where("e.id", "=", id).executeTakeFirst();
}

export async function insertExam(db: DbOrTrx, values: Common & { youtubeVideoUrl: string | null; createdById: number }): Promise<number> {
  const now = new Date().toISOString();
  const row = await db.insertInto("exams").values({ ...values, createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExam(db: DbOrTrx, id: number, values: Common & { youtubeVideoUrl: string | null }): Promise<boolean> {
  const result = await db.updateTable("exams").set({ ...values, updatedAt: new Date().toISOString() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteExam(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom("exams").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function quizQuery(db: DbOrTrx) {
  return db
    .selectFrom("quizzes as q")
    .innerJoin("modules as m", "m.id", "q.moduleId")
    .select((eb) => [
      "q.id",
      "q.title",
      "q.description",
      "q.moduleId",
      "q.duration",
      "q.totalQuestions",
      "q.passingScore",
      "q.isActive",
      "m.title as moduleTitle",
      eb
        .selectFrom("quizAttempts as a")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("a.quizId", "=", "q.id")
        .as("attempts"),
      eb
        .selectFrom("quizAttempts as a")
        .select((inner) => inner.fn.avg<number | string | null>("a.score").as("avg"))
        .whereRef("a.quizId", "=", "q.id")
        .as("averageScore"),
    ]);
}

export type QuizRow = NonNullable<Awaited<ReturnType<typeof findQuiz>>>;

export function listQuizzes(db: DbOrTrx) {
  return quizQuery(db).orderBy("q.title").orderBy("q.id").execute();
}

export function findQuiz(db: DbOrTrx, id: number) {
  return quizQuery(db).where("q.id", "=", id).executeTakeFirst();
}

export async function insertQuiz(db: DbOrTrx, values: Common & { createdById: number }): Promise<number> {
  const now = new Date().toISOString();
  const row = await db.insertInto("quizzes").values({ ...values, createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuiz(db: DbOrTrx, id: number, values: Common): Promise<boolean> {
  const result = await db.updateTable("quizzes").set({ ...values, updatedAt: new Date().toISOString() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteQuiz(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom("quizzes").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
