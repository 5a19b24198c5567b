import { createFileRoute, redirect } from "@tanstack/react-router";
import { AuthShell } from "../features/auth/auth-shell";
import { LoginForm } from "../features/auth/login-form";
import { authStore } from "../lib/auth-store";

export const Route = createFileRoute("/login")({
  // A plain function instead of zod: this file's route options sit in the entry chunk, and zod
  // would add about 24 KiB gzipped to the landing page (budget in scripts/check-bundle-budget.ts).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof search.redirect === "string" ? search.redirect : undefined,
  }),
  beforeLoad: () => {
    if (authStore.check()) throw redirect({ to: "/dashboard" });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch();
  return (
    <AuthShell title="Iniciar Sesión">
      <LoginForm redirectTo={redirectTo} />
    </AuthShell>
  );
}
