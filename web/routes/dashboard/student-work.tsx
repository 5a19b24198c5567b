import { createFileRoute } from "@tanstack/react-router";
import { StudentWorkPage } from "../../features/student-work/student-work-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/student-work")({
  staticData: { roles: access.studentWork, title: "Gestión de Trabajos de Estudiantes" },
  component: StudentWorkPage,
});
