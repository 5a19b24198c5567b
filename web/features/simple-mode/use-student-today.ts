import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";

/** A module still to hand in: not started, or sent back to improve. */
const toHandIn = (status: string) => status === "NOT_STARTED" || status === "NEEDS_REVISION";

type Row = { moduleId: number; status: string; assigned: boolean };
/**
 * What comes first on the child's home: work the teacher sent back to improve, then modules
 * assigned to the child by name, then the tribe's; the newest first within each.
 */
function urgency(row: Row): number {
  return (row.status === "NEEDS_REVISION" ? 2 : 0) + (row.assigned ? 1 : 0);
}
export function inTodayOrder<T extends Row>(rows: T[]): T[] {
  return [...rows].sort((a, b) => urgency(b) - urgency(a) || b.moduleId - a.moduleId);
}

/** What a student has to do: modules to hand in, tasks not done yet, and the first thing for today. */
export function useStudentToday() {
  const { user } = useAuth();
  const progress = useQuery({ ...trpc.modules.progress.queryOptions({ studentId: user?.id ?? 0 }), enabled: Boolean(user) });
  const tasks = useQuery({ ...trpc.assignments.list.queryOptions({ show: "pending", pageSize: 50 }), enabled: Boolean(user) });
  const all = progress.data?.modules ?? [];
  const modules = inTodayOrder(all.filter((row) => toHandIn(row.status)));
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
