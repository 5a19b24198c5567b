import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/payments")({
  staticData: { roles: access.payments, title: "Fichas de Pago" },
  component: () => <SectionPage title="Fichas de Pago" />,
});
