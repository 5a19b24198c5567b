import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { apiErrorInfo } from "./api-errors";
import { authStore } from "./auth-store";

type Handlers = { onUnauthorized: () => void; onForbidden: () => void };
let handlers: Handlers = { onUnauthorized: () => {}, onForbidden: () => {} };

/** The signed-in person's role, for main.tsx (which reaches the session through this module). */
export function signedInRole(): string | undefined {
  return authStore.get().user?.role;
}

/** main.tsx wires navigation here, so this module does not depend on the router. */
export function setApiErrorHandlers(next: Handlers): void {
  handlers = next;
}

function onAnyError(error: unknown, isQuery: boolean): void {
  const { status } = apiErrorInfo(error);
  // A 401 from any call signs out (a failed sign-in is not signed in, so nothing happens then).
  if (status === 401 && authStore.get().isAuthenticated) {
    authStore.signOut();
    handlers.onUnauthorized();
  } else if (status === 403 && isQuery) {
    handlers.onForbidden();
  }
}

/**
 * How long an answer is fresh: opening a page again within it shows what is cached without asking.
 * A change made here marks its related lists stale at once (query-refresh.ts).
 */
export const freshForMs = 30_000;
/**
 * Coming back to the window (another tab, another app) asks again for what is on screen once it is
 * older than this, whatever freshForMs says: that is when another tab or another user may have
 * changed it (issue 22). A quick look elsewhere and back asks nothing.
 */
export const refetchOnFocusAfterMs = 3_000;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => onAnyError(error, true) }),
  mutationCache: new MutationCache({ onError: (error) => onAnyError(error, false) }),
  defaultOptions: {
    queries: {
      staleTime: freshForMs,
      refetchOnWindowFocus: (query) => (Date.now() - query.state.dataUpdatedAt >= refetchOnFocusAfterMs ? "always" : false),
      retry: (count, error) => {
        const { status } = apiErrorInfo(error);
        // A 504 already waited VENDOR_TIMEOUT_SECONDS for Google or Notion: asking again would triple the wait.
        if (status === 504) return false;
        return status === undefined || status >= 500 ? count < 2 : false;
      },
    },
  },
});
