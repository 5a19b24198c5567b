import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/students")({
  staticData: { roles: access.students, title: "Mis Estudiantes" },
  component: () => <SectionPage title="Mis Estudiantes" />,
});
