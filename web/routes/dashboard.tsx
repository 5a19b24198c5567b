import { createFileRoute, redirect } from "@tanstack/react-router";
import { prefetchLayout } from "../features/dashboard/home-queries";
import { DashboardLayout } from "../features/layout/dashboard-layout";
import { authStore } from "../lib/auth-store";
import { classToReturnTo } from "../lib/remembered-class";

export const Route = createFileRoute("/dashboard")({
  beforeLoad: ({ location }) => {
    // Signed-out visitors go to /login and come back here after signing in.
    if (authStore.check()) return;
    // A child whose class-code session ended goes back to her class's cards (issue 37).
    const classCode = classToReturnTo();
    if (classCode) throw redirect({ to: "/entrar/$code", params: { code: classCode } });
    throw redirect({ to: "/login", search: { redirect: location.href } });
  },
  // Who is signed in and their reading preferences travel while the layout's JavaScript downloads.
  loader: ({ context }) => prefetchLayout(context.queryClient),
  component: DashboardLayout,
});
