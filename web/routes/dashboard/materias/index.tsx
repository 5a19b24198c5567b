import { createFileRoute } from "@tanstack/react-router";
import { MateriasPage } from "../../../features/learning/materias-page";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/materias/")({
  staticData: { roles: access.materias, title: "Materias" },
  component: MateriasPage,
});
