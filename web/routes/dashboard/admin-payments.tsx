import { createFileRoute } from "@tanstack/react-router";
import { AdminPaymentsPage } from "../../features/payments/admin-payments-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/admin-payments")({
  staticData: { roles: access.adminPayments, title: "Gestión de Pagos" },
  component: AdminPaymentsPage,
});
