import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/materias")({
  staticData: { roles: access.materias, title: "Materias" },
  component: () => <SectionPage title="Materias" />,
});
