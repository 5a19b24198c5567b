import { createFileRoute } from "@tanstack/react-router";
import { PiarScreen } from "../../features/piar/piar-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/piar")({
  staticData: { roles: access.piar, title: "PIAR" },
  component: PiarScreen,
});
