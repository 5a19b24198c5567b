import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/student-work")({
  staticData: { roles: access.studentWork, title: "Gestión de Trabajos de Estudiantes" },
  component: () => <SectionPage title="Gestión de Trabajos de Estudiantes" />,
});
