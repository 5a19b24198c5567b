import { createFileRoute } from "@tanstack/react-router";
import { EnrolmentsPage } from "../../features/classes/enrolments-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/studentclasses")({
  staticData: { roles: access.adminOnly, title: "Inscripciones de Estudiantes" },
  component: EnrolmentsPage,
});
