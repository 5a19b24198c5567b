import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/admin-payments")({
  staticData: { roles: access.adminPayments, title: "Gestión de Pagos" },
  component: () => <SectionPage title="Gestión de Pagos" />,
});
