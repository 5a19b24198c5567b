import { createFileRoute, redirect } from "@tanstack/react-router";
import { AuthShell } from "../features/auth/auth-shell";
import { RegisterForm } from "../features/auth/register-form";
import { authStore } from "../lib/auth-store";

export const Route = createFileRoute("/register")({
  beforeLoad: () => {
    if (authStore.check()) throw redirect({ to: "/dashboard" });
  },
  component: () => (
    <AuthShell title="Registro de Estudiante">
      <RegisterForm />
    </AuthShell>
  ),
});
