import { createFileRoute } from "@tanstack/react-router";
import { QuotationsPage } from "../../features/quotations/quotations-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/quotations")({
  staticData: { roles: access.adminOnly, title: "Cotizaciones" },
  component: QuotationsPage,
});
