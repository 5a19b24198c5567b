import { createFileRoute } from "@tanstack/react-router";
import { EnrolmentImportScreen } from "../../features/enrolment/import-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/matricula_/importar")({
  staticData: { roles: access.enrolment, title: "Importar matrícula" },
  component: EnrolmentImportScreen,
});
