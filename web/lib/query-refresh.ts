import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { trpc } from "./trpc";

/**
 * What a change in one domain makes stale elsewhere (issue 22): after a mutation the screen calls
 * refreshAfter(queryClient, domain) and every list and counter that reads that domain asks again,
 * here and in the screens not open yet. One map, so a new screen that shows, say, graded work is
 * refreshed by adding its key here rather than in every mutation. Changes made in another tab or
 * by another user arrive when the window gets the focus back (query-client.ts).
 */
const related = {
  /** A receipt uploaded, reviewed or deleted: the parent's and the admin's lists and their counts. */
  payments: () => [trpc.payments.pathKey(), trpc.dashboards.pathKey()],
  /** Work handed in or graded: the work lists, module progress, every dashboard and the reports. */
  studentWork: () => [trpc.studentWork.pathKey(), trpc.modules.progress.pathKey(), trpc.dashboards.pathKey(), trpc.reports.pathKey()],
  /** An assignment created, changed, completed or deleted: the lists, dashboards and reports. */
  assignments: () => [trpc.assignments.pathKey(), trpc.dashboards.pathKey(), trpc.reports.pathKey()],
  /** A parent–child link made or removed: people lists, the parent's dashboard and the child pages. */
  families: () => [trpc.users.pathKey(), trpc.dashboards.pathKey(), trpc.privacy.pathKey()],
  /** A user created, edited or deleted: the people lists, every dashboard's counts and the reports. */
  users: () => [trpc.users.pathKey(), trpc.dashboards.pathKey(), trpc.reports.pathKey()],
  /** A class or an enrolment changed: the classes, the assignments they hold and the dashboards. */
  classes: () => [trpc.classes.pathKey(), trpc.assignments.pathKey(), trpc.dashboards.pathKey()],
  /** A module created, changed or deleted: the module lists and progress, the dashboards and reports. */
  modules: () => [trpc.modules.pathKey(), trpc.dashboards.pathKey(), trpc.reports.pathKey()],
  /** A register saved, an excuse sent or accepted, the calendar changed: every attendance screen and figure. */
  attendance: () => [trpc.attendance.pathKey(), trpc.dashboards.familyToDo.pathKey()],
  /** An announcement published, read, confirmed or reminded: every list of them and its readers. */
  announcements: () => [trpc.announcements.pathKey(), trpc.dashboards.familyToDo.pathKey()],
  /** A card written or published, a phrase added to the bank: every report card screen. */
  reportCards: () => [trpc.reportCards.pathKey(), trpc.dashboards.familyToDo.pathKey()],
  /** A PIAR written, agreed or followed up: the plan, on the staff screen and on 'Mis Hijos', and the reviews due. */
  piar: () => [trpc.piar.pathKey(), trpc.dashboards.familyToDo.pathKey()],
} satisfies Record<string, () => QueryKey[]>;

export type ChangedDomain = keyof typeof related;

/** The query keys a change in this domain makes stale (for tests and for a screen that must know). */
export function staleAfter(domain: ChangedDomain): QueryKey[] {
  return related[domain]();
}

/** Marks stale and refetches (the ones on screen) everything a change in this domain touches. */
export async function refreshAfter(queryClient: QueryClient, domain: ChangedDomain): Promise<void> {
  await Promise.all(staleAfter(domain).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
