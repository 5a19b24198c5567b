import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAuth } from "../../lib/auth-store";
import { modulesToHandIn, studentTodayQueries } from "../../lib/student-today-queries";

/** What a student has to do: modules to hand in, tasks not done yet, and the first thing for today. */
export function useStudentToday() {
  const { user } = useAuth();
  const progress = useQuery({ ...studentTodayQueries.progress(user?.id ?? 0), enabled: Boolean(user) });
  const tasks = useQuery({ ...studentTodayQueries.tasks(), enabled: Boolean(user) });
  const all = progress.data?.modules ?? [];
  const modules = modulesToHandIn(all);
  // Today's work stays on the home once shown, also once handed in, so its confirmation stays in place.
  const [pinned, setPinned] = useState<number | null>(null);
  const first = modules[0]?.moduleId ?? null;
  useEffect(() => {
    if (pinned === null && first !== null) setPinned(first);
  }, [pinned, first]);
  const pendingTasks = (tasks.data?.assignments ?? []).filter((task) => task.status !== "completed");
  return {
    user,
    loading: progress.isPending || tasks.isPending,
    failed: progress.isError || tasks.isError,
    modules,
    tasks: pendingTasks,
    /** Everything still to do, counted once. */
    toDo: modules.length + pendingTasks.length,
    today: all.find((row) => row.moduleId === pinned) ?? modules[0] ?? null,
  };
}

/** The page of a module in the student's tribe and first subject, or null when it has none. */
export function modulePage(row: { tribe: string | null; materias: string[]; title: string }) {
  const tribe = /^Tribu ([1-4])$/.exec(row.tribe ?? "")?.[1];
  const materia = row.materias[0];
  return tribe && materia ? { tribeSlug: `tribu-${tribe}`, materiaName: materia, moduleName: row.title } : null;
}
