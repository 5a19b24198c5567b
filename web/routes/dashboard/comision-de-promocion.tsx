import { createFileRoute } from "@tanstack/react-router";
import { CommissionScreen } from "../../features/promotion/commission-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/comision-de-promocion")({
  staticData: { roles: access.commission, title: "Comisión de promoción" },
  component: CommissionScreen,
});
