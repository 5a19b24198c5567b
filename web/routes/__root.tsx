import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, redirect } from "@tanstack/react-router";
import { Toaster } from "../components/ui/toast";
import { NotFoundPage } from "../features/errors/not-found";
import { authStore } from "../lib/auth-store";
import { platformInfoQuery } from "../lib/platform-info";
import { useFocusHeadingOnNavigate } from "../lib/use-focus-heading-on-navigate";

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // Someone signed in to this school, so its first admin exists: their page does not wait for the
    // server to say so (one round trip less before a signed-in page, issue 24). A session from a
    // school since emptied is refused at its first call, which signs out and comes back here.
    const installed = authStore.check() || !(await context.queryClient.ensureQueryData(platformInfoQuery())).needsFirstAdmin;
    // Until the first admin exists, the first-run page is the only reachable page.
    if (!installed && location.pathname !== "/setup") throw redirect({ to: "/setup" });
    if (installed && location.pathname === "/setup") throw redirect({ to: "/login" });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useFocusHeadingOnNavigate();
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Outlet />
      <Toaster />
    </>
  );
}
