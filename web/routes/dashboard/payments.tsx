import { createFileRoute } from "@tanstack/react-router";
import { ParentPaymentsPage } from "../../features/payments/parent-payments-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/payments")({
  staticData: {
    roles: access.payments,
    title: "Fichas de Pago",
    denied: { title: "Acceso denegado", text: "Solo los padres pueden acceder a esta página" },
  },
  component: ParentPaymentsPage,
});
