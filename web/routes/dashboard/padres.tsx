import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/padres")({
  staticData: { roles: access.padres, title: "Gestión de Padres" },
  component: () => <SectionPage title="Gestión de Padres" />,
});
