import type { QueryClient } from "@tanstack/react-query";
import { usesSimpleMode } from "../../../common/accessibility/accessibility-defaults";
import { cachedProfile } from "../../lib/accessibility";
import { trpc } from "../../lib/trpc";
import { warmUpFormats } from "../../lib/warm-formats";
import { modulesToHandIn, studentTodayQueries } from "../../lib/student-today-queries";

/**
 * Starts the calls a signed-in person's home needs (issue 24): the dashboard's loaders run as soon
 * as the route is known, so these answers travel while the page's JavaScript is still downloading,
 * instead of after it. Nothing waits for them: each screen shows its own "Cargando..." and reads
 * the same cache entries. Only what is not in the cache yet is asked for (ensureQueryData), so
 * moving between pages asks nothing more than the screens themselves would.
 */

// A failure is the screen's to show (its own query fails the same way); here it is only dropped.
const dropped = () => undefined;

/** The dashboard layout's calls: who is signed in and their reading preferences; and the number formats, once. */
export function prefetchLayout(queryClient: QueryClient): void {
  void queryClient.ensureQueryData(trpc.auth.me.queryOptions()).catch(dropped);
  void queryClient.ensureQueryData(trpc.accessibility.mine.queryOptions()).catch(dropped);
  warmUpFormats();
}

/** The home of each role (web/features/dashboard/home.tsx and the child's simple-mode home). */
export function prefetchHome(queryClient: QueryClient, user: { id: number; role: string } | null | undefined): void {
  if (!user) return;
  switch (user.role) {
    case "admin":
      void queryClient.ensureQueryData(trpc.dashboards.admin.queryOptions()).catch(dropped);
      void queryClient.ensureQueryData(trpc.settings.get.queryOptions()).catch(dropped);
      return;
    case "teacher":
      void queryClient.ensureQueryData(trpc.dashboards.teacher.queryOptions()).catch(dropped);
      return;
    case "parent":
      void queryClient.ensureQueryData(trpc.dashboards.parent.queryOptions()).catch(dropped);
      return;
    case "student":
      // 'Avisos' sits on both of a student's homes; asked for early so it does not push the page down late.
      void queryClient.ensureQueryData(studentTodayQueries.announcements()).catch(dropped);
      // The same guess the screen makes until the profile arrives: this browser's copy, else simple mode.
      if (!usesSimpleMode(user.role, cachedProfile())) {
        void queryClient.ensureQueryData(trpc.dashboards.student.queryOptions()).catch(dropped);
        return;
      }
      void queryClient.ensureQueryData(studentTodayQueries.tasks()).catch(dropped);
      void queryClient.ensureQueryData(studentTodayQueries.returned()).catch(dropped);
      // Today's work card opens the child's hand-in of the first module: asked for as soon as the lists say which.
      void Promise.all([queryClient.ensureQueryData(studentTodayQueries.progress(user.id)), queryClient.ensureQueryData(studentTodayQueries.returned())])
        .then(([progress, returned]) => {
          const today = returned[0]?.moduleId ?? modulesToHandIn(progress.modules)[0]?.moduleId;
          if (today) void queryClient.ensureQueryData(studentTodayQueries.work(today)).catch(dropped);
        })
        .catch(dropped);
      return;
  }
}
