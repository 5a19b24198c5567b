import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import type { AssessmentFields, Quiz } from "../../../common/assessments/assessments.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { type AssessmentItem, assessmentTexts } from "./assessment-texts";
import { matchesSearch } from "../../../common/search";
import type { AssessmentKind, AssessmentsSearch } from "./assessments-queries";

const routeOf = { exam: "/dashboard/exams", quiz: "/dashboard/quiz" } as const;

const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null);
const pathKeyOf = (kind: AssessmentKind) => (kind === "exam" ? trpc.exams.pathKey() : trpc.quizzes.pathKey());

/**
 * The exams or the quizzes (`all`, loaded with the route), filtered by the URL's search and module,
 * their stat cards, and deleting one.
 */
export function useAssessments(kind: AssessmentKind, all: AssessmentItem[], { onRemoved }: { onRemoved: () => void }) {
  const t = assessmentTexts[kind];
  const queryClient = useQueryClient();
  const filters: AssessmentsSearch = useSearch({ from: routeOf[kind] });
  const navigate = useNavigate({ from: routeOf[kind] });
  const shown = all.filter(
    (item) => (!filters.module || item.moduleId === filters.module) && matchesSearch(filters.search ?? "", item.title, item.moduleTitle),
  );
  const modules = [...new Map(all.map((i) => [i.moduleId, i.moduleTitle])).entries()].map(([id, title]) => ({ value: String(id), label: title }));
  const quizzes = kind === "quiz" ? (all as Quiz[]) : [];

  const onDeleted = async (message: string) => {
    toast.success(message);
    onRemoved();
    await queryClient.invalidateQueries({ queryKey: pathKeyOf(kind) });
  };
  const onDeleteError = (error: unknown) => toast.error(apiErrorInfo(error).message || t.deleteError);
  const removeExam = useMutation(trpc.exams.remove.mutationOptions({ onSuccess: (d) => onDeleted(d.message), onError: onDeleteError }));
  const removeQuiz = useMutation(trpc.quizzes.remove.mutationOptions({ onSuccess: (d) => onDeleted(d.message), onError: onDeleteError }));

  return {
    filters,
    filterBy: (change: AssessmentsSearch) => navigate({ search: (current: AssessmentsSearch) => ({ ...current, ...change }), replace: true }),
    all,
    shown,
    modules,
    stats: {
      active: all.filter((i) => i.isActive).length,
      averageQuestions: average(all.map((i) => i.totalQuestions)),
      attempts: quizzes.reduce((sum, q) => sum + q.attempts, 0),
      averageScore: average(quizzes.map((q) => q.averageScore).filter((s): s is number => s !== null)),
    },
    removing: removeExam.isPending || removeQuiz.isPending,
    remove: (item: AssessmentItem) => (kind === "exam" ? removeExam.mutate({ id: item.id }) : removeQuiz.mutate({ id: item.id })),
  };
}

/** Creates or saves an exam or a quiz; the server's messages per field come back in `errors`. */
export function useSaveAssessment(kind: AssessmentKind, item: AssessmentItem | null, onClose: () => void) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = {
    onSuccess: async (d: { message: string }) => {
      toast.success(d.message);
      await queryClient.invalidateQueries({ queryKey: pathKeyOf(kind) });
      onClose();
    },
    onError: (error: unknown) => {
      const info = apiErrorInfo(error);
      setErrors(info.fields);
      toast.error(info.message || assessmentTexts[kind].saveError);
    },
  };
  const createExam = useMutation(trpc.exams.create.mutationOptions(options));
  const updateExam = useMutation(trpc.exams.update.mutationOptions(options));
  const createQuiz = useMutation(trpc.quizzes.create.mutationOptions(options));
  const updateQuiz = useMutation(trpc.quizzes.update.mutationOptions(options));
  function save(fields: AssessmentFields) {
    if (kind === "exam") {
      if (item) updateExam.mutate({ id: item.id, fields });
      else createExam.mutate(fields);
    } else if (item) updateQuiz.mutate({ id: item.id, fields });
    else createQuiz.mutate(fields);
  }
  return { save, busy: createExam.isPending || updateExam.isPending || createQuiz.isPending || updateQuiz.isPending, errors, setErrors };
}
