import { createFileRoute, redirect } from "@tanstack/react-router";
import { AuthShell } from "../features/auth/auth-shell";
import { LoginForm } from "../features/auth/login-form";
import { authStore } from "../lib/auth-store";

export const Route = createFileRoute("/login")({
  // A plain function instead of zod: this file's route options sit in the entry chunk, and zod
  // would add about 24 KiB gzipped to the landing page (budget in scripts/check-bundle-budget.ts).
  // sesion=terminada: a call answered 401 (the session expired, or ended by a password change,
  // a suspension...), so the page says why the user is back here.
  validateSearch: (search: Record<string, unknown>): { redirect?: string; sesion?: "terminada" } => ({
    redirect: typeof search.redirect === "string" ? search.redirect : undefined,
    sesion: search.sesion === "terminada" ? "terminada" : undefined,
  }),
  beforeLoad: () => {
    if (authStore.check()) throw redirect({ to: "/dashboard" });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: redirectTo, sesion } = Route.useSearch();
  return (
    <AuthShell title="Iniciar Sesión">
      {sesion === "terminada" ? (
        <p role="status" className="alert alert-info">
          Tu sesión terminó. Inicia sesión de nuevo.
        </p>
      ) : null}
      <LoginForm redirectTo={redirectTo} />
    </AuthShell>
  );
}
