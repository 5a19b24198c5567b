import { trpc } from "./trpc";

/**
 * What the child's home asks for, without React: its hooks (web/features/simple-mode/) and the
 * dashboard index's loader (web/features/dashboard/home-queries.ts) share these, so the loader's
 * early calls are the very ones the home then reads from the cache. Kept in lib/ so the loader,
 * which is in the entry file, does not bring the simple mode's screens into it.
 */
export const studentTodayQueries = {
  progress: (studentId: number) => trpc.modules.progress.queryOptions({ studentId }),
  tasks: () => trpc.assignments.list.queryOptions({ show: "pending", pageSize: 50 }),
  work: (moduleId: number) => trpc.studentWork.mine.queryOptions({ moduleId }),
  /** Work the teacher gave back (issue 37): it comes first on the child's home. */
  returned: () => trpc.dashboards.returnedWork.queryOptions(),
  /** The newest announcements for the child ('Avisos', web/features/announcements/student-announcements.tsx). */
  announcements: () => trpc.announcements.list.queryOptions({ page: 1, pageSize: studentAnnouncementsShown }),
};

/** How many announcements a child's home shows. */
export const studentAnnouncementsShown = 3;

/** A module still to hand in: not started, or sent back to improve. */
export const toHandIn = (status: string) => status === "NOT_STARTED" || status === "NEEDS_REVISION";

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

/** The modules still to hand in, the first one being today's work. */
export function modulesToHandIn<T extends Row>(rows: T[]): T[] {
  return inTodayOrder(rows.filter((row) => toHandIn(row.status)));
}
