import { createFileRoute } from "@tanstack/react-router";
import { AcademicArchivePage } from "../../features/privacy/academic-archive-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/archivo-academico")({
  staticData: { roles: access.adminOnly, title: "Archivo académico" },
  component: AcademicArchivePage,
});
