import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { AuthShell } from "../features/auth/auth-shell";
import { LoginForm } from "../features/auth/login-form";
import { authStore } from "../lib/auth-store";

export const Route = createFileRoute("/login")({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
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
