import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";

/** A module still to hand in (not started, or sent back to improve), first in the student's list. */
const toHandIn = (status: string) => status === "NOT_STARTED" || status === "NEEDS_REVISION";

/** What a student has to do: modules to hand in, tasks not done yet, and the first thing for today. */
export function useStudentToday() {
  const { user } = useAuth();
  const progress = useQuery({ ...trpc.modules.progress.queryOptions({ studentId: user?.id ?? 0 }), enabled: Boolean(user) });
  const tasks = useQuery({ ...trpc.assignments.list.queryOptions({ show: "pending", pageSize: 50 }), enabled: Boolean(user) });
  const modules = (progress.data?.modules ?? []).filter((row) => toHandIn(row.status));
  const pendingTasks = (tasks.data?.assignments ?? []).filter((task) => task.status !== "completed");
  return {
    user,
    loading: progress.isPending || tasks.isPending,
    failed: progress.isError || tasks.isError,
    modules,
    tasks: pendingTasks,
    /** Everything still to do, counted once. */
    toDo: modules.length + pendingTasks.length,
    today: modules[0] ?? null,
  };
}

/** The page of a module in the student's tribe and first subject, or null when it has none. */
export function modulePage(row: { tribe: string | null; materias: string[]; title: string }) {
  const tribe = /^Tribu ([1-4])$/.exec(row.tribe ?? "")?.[1];
  const materia = row.materias[0];
  return tribe && materia ? { tribeSlug: `tribu-${tribe}`, materiaName: materia, moduleName: row.title } : null;
}
