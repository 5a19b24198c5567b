import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, redirect } from "@tanstack/react-router";
import { Toaster } from "../components/ui/toast";
import { NotFoundPage } from "../features/errors/not-found";
import { platformInfoQuery } from "../lib/platform-info";
import { useFocusHeadingOnNavigate } from "../lib/use-focus-heading-on-navigate";

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const info = await context.queryClient.ensureQueryData(platformInfoQuery());
    // Until the first admin exists, the first-run page is the only reachable page.
    if (info.needsFirstAdmin && location.pathname !== "/setup") throw redirect({ to: "/setup" });
    if (!info.needsFirstAdmin && location.pathname === "/setup") throw redirect({ to: "/login" });
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
