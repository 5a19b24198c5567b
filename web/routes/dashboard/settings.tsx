import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/settings")({
  staticData: { roles: access.settings, title: "Configuración" },
  component: () => <SectionPage title="Configuración" />,
});
