import { createFileRoute } from "@tanstack/react-router";
import { AuditLogPage } from "../../features/privacy/audit-log-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/audit")({
  staticData: { roles: access.adminOnly, title: "Registro de actividad" },
  component: AuditLogPage,
});
