import { createFileRoute } from "@tanstack/react-router";
import { ReportsPage } from "../../features/reports/reports-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/reports")({
  staticData: { roles: access.adminOnly, title: "Reportes del Sistema" },
  component: ReportsPage,
});
