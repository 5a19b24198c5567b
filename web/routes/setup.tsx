import { createFileRoute } from "@tanstack/react-router";
import { AuthShell } from "../features/auth/auth-shell";
import { FirstAdminForm } from "../features/auth/first-admin-form";

export const Route = createFileRoute("/setup")({
  component: () => (
    <AuthShell title="Configuración inicial">
      <FirstAdminForm />
    </AuthShell>
  ),
});
