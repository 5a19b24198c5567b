import { createFileRoute } from "@tanstack/react-router";
import { EnrolmentReportsScreen } from "../../features/enrolment-reports/enrolment-reports-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/matricula_/informes")({
  staticData: { roles: access.enrolmentReports, title: "Informes de matrícula" },
  component: EnrolmentReportsScreen,
});
