import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/children")({
  staticData: { roles: access.children, title: "Mis Hijos" },
  component: () => <SectionPage title="Mis Hijos" />,
});
