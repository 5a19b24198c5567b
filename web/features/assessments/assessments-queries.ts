import { positiveInt, type SearchOf, searchParams, searchText } from "../../lib/search-params";
import { trpc } from "../../lib/trpc";

export type AssessmentKind = "exam" | "quiz";

/** The list's search and module filter in the URL (/dashboard/exams?search=fracciones&module=12). */
const assessmentsSearchShape = { search: searchText, module: positiveInt };
export const assessmentsSearch = searchParams(assessmentsSearchShape);
export type AssessmentsSearch = SearchOf<typeof assessmentsSearchShape>;

/** The exams or quizzes, shared by the routes' loaders and the page. */
export const assessmentQueries = {
  exams: () => trpc.exams.list.queryOptions(),
  quizzes: () => trpc.quizzes.list.queryOptions(),
};
