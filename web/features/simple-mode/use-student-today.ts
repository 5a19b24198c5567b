import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ReturnedWork } from "../../../common/dashboards/returned-work";
import { useAuth } from "../../lib/auth-store";
import { modulesToHandIn, studentTodayQueries } from "../../lib/student-today-queries";

type ModuleRow = { moduleId: number; title: string; tribe: string | null; materias: string[]; status: string };
/** Today's one thing: work the teacher gave back (to improve first, issue 37), or a module to hand in. */
export type Today = { module: ModuleRow; returned: ReturnedWork | null };

/** What a student has to do: modules to hand in, tasks not done yet, and the first thing for today. */
export function useStudentToday() {
  const { user } = useAuth();
  const progress = useQuery({ ...studentTodayQueries.progress(user?.id ?? 0), enabled: Boolean(user) });
  const tasks = useQuery({ ...studentTodayQueries.tasks(), enabled: Boolean(user) });
  const returned = useQuery({ ...studentTodayQueries.returned(), enabled: Boolean(user) });
  const all = progress.data?.modules ?? [];
  const modules = modulesToHandIn(all);
  const loading = progress.isPending || tasks.isPending || returned.isPending;
  // Today's work stays on the home once shown, also once handed in, so its confirmation stays in
  // place; given-back work keeps its comment there too (the list no longer has it once handed in).
  const [pinned, setPinned] = useState<Today | null>(null);
  const first = firstOfToday(all, modules, returned.data ?? []);
  useEffect(() => {
    if (pinned === null && !loading && first !== null) setPinned(first);
  }, [pinned, loading, first]);
  const pendingTasks = (tasks.data?.assignments ?? []).filter((task) => task.status !== "completed");
  const pinnedRow = pinned ? (all.find((row) => row.moduleId === pinned.module.moduleId) ?? pinned.module) : null;
  return {
    user,
    loading,
    failed: progress.isError || tasks.isError || returned.isError,
    modules,
    tasks: pendingTasks,
    /** Everything still to do, counted once (a given-back work is a module to hand in again). */
    toDo: modules.length + pendingTasks.length,
    today: pinned && pinnedRow ? { module: pinnedRow, returned: pinned.returned } : first,
  };
}

function firstOfToday(all: ModuleRow[], toHandIn: ModuleRow[], returned: ReturnedWork[]): Today | null {
  for (const work of returned) {
    const module = all.find((row) => row.moduleId === work.moduleId);
    if (module) return { module, returned: work };
  }
  const module = toHandIn[0];
  return module ? { module, returned: null } : null;
}

/** The page of a module in the student's tribe and first subject, or null when it has none. */
export function modulePage(row: { tribe: string | null; materias: string[]; title: string }) {
  const tribe = /^Tribu ([1-4])$/.exec(row.tribe ?? "")?.[1];
  const materia = row.materias[0];
  return tribe && materia ? { tribeSlug: `tribu-${tribe}`, materiaName: materia, moduleName: row.title } : null;
}
