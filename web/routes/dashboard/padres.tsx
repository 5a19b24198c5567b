import { createFileRoute } from "@tanstack/react-router";
import { ParentsScreen } from "../../features/families/parents-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/padres")({
  staticData: { roles: access.padres, title: "Gestión de Padres" },
  component: ParentsScreen,
});
