import { createFileRoute } from "@tanstack/react-router";
import { months } from "../../../common/payments/months";
import { ParentPaymentsPage } from "../../features/payments/parent-payments-page";
import { access } from "../../lib/navigation";
import { positiveInt, searchParams } from "../../lib/search-params";

const monthOf = (value: unknown) => (typeof value === "string" && (months as readonly string[]).includes(value) ? value : undefined);

export const Route = createFileRoute("/dashboard/payments")({
  staticData: {
    roles: access.payments,
    title: "Fichas de Pago",
    denied: { title: "Acceso denegado", text: "Solo los padres pueden acceder a esta página" },
  },
  // ?mes=09&anio=2026: the home's "Subir otra vez" opens the form on that month (issue 34).
  validateSearch: searchParams({ mes: monthOf, anio: positiveInt }),
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const { mes, anio } = Route.useSearch();
  return <ParentPaymentsPage open={mes ? { month: mes, year: anio } : undefined} />;
}
