import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/modules")({
  staticData: { roles: access.modules, title: "Módulos" },
  component: () => <SectionPage title="Módulos" />,
});
