import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { CriticalErrorBoundary, CriticalErrorScreen } from "./features/errors/critical-error";
import { NotFoundPage } from "./features/errors/not-found";
import { applyCachedAccessibility, resetAccessibility } from "./lib/accessibility";

import { setApiErrorHandlers, queryClient, signedInRole } from "./lib/query-client";
import { classToReturnTo } from "./lib/remembered-class";
import { applyTheme, followDeviceTheme, readTheme } from "./lib/theme";
import { routeTree } from "./routeTree.gen";
import type { Role } from "../common/school";
import "./styles.css";
import "./fonts.css";

applyTheme(readTheme());
followDeviceTheme();
applyCachedAccessibility();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ({ error, reset }) => <CriticalErrorScreen error={error} onContinue={reset} />,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Roles that may open the page; the dashboard layout shows the denied page to others. */
    roles?: readonly string[];
    /** The top bar's and the tab's name of the page; a function when it depends on the role (web/lib/navigation.ts's pageNames). */
    title?: string | ((role: Role) => string);
    /** Heading and text of the denied page when a page has its own (e.g. payments). */
    denied?: { title: string; text: string };
  }
}

setApiErrorHandlers({
  onUnauthorized: () => {
    queryClient.clear();
    resetAccessibility();
    // A child who signed in by class code goes back to her class's cards, not to an adult's form.
    const classCode = classToReturnTo();
    if (classCode) router.navigate({ to: "/entrar/$code", params: { code: classCode } });
    else router.navigate({ to: "/login", search: { redirect: router.state.location.href, sesion: "terminada" } });
  },
  onForbidden: () => {
    router.navigate({ to: "/unauthorized" });
  },
});

/**
 * Opened without internet, a signed-in child's screens kept on the device are put back before the
 * first screen asks for them, so her home opens (issue 39); online, and for adults, nothing waits.
 */
async function start(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) return;
  const offline = import("./lib/offline/start");
  if (signedInRole() === "student" && !navigator.onLine) await offline.then((kept) => kept.restoreForSession(queryClient)).catch(() => {});
  createRoot(root).render(
    <StrictMode>
      <CriticalErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </CriticalErrorBoundary>
    </StrictMode>,
  );
  void offline
    .then((kept) => {
      kept.followSession(queryClient);
      // The app kept for use without internet, installable (issue 39, scripts/pwa.ts).
      if (import.meta.env.PROD) kept.startServiceWorker();
    })
    .catch(() => {});
}

void start();
