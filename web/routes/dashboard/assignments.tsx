import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/assignments")({
  staticData: { roles: access.assignments, title: "Tareas" },
  component: () => <SectionPage title="Tareas" />,
});
