import type { AnyRoute } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { authStore } from "./auth-store";
import { roleAllowed } from "./navigation";

/**
 * A dashboard page's `loader`: its data is fetched before the page is drawn (and on a hover over its
 * link), for the roles in the route's `staticData`. Another role gets the layout's denied page, so
 * nothing is asked for it: the server would refuse and send the browser to /unauthorized instead.
 */
export function pageLoader<TDeps>(load: (queryClient: QueryClient, deps: TDeps) => Promise<unknown>) {
  return async ({ context, deps, route }: { context: { queryClient: QueryClient }; deps: TDeps; route: AnyRoute }): Promise<void> => {
    if (!roleAllowed(authStore.get().user?.role, route.options.staticData?.roles)) return;
    await load(context.queryClient, deps);
  };
}
