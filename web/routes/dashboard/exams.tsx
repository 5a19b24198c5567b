import { createFileRoute } from "@tanstack/react-router";
import { AssessmentsPage } from "../../features/assessments/assessments-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/exams")({
  staticData: { roles: access.adminOnly, title: "Gestión de Exámenes" },
  component: () => <AssessmentsPage kind="exam" />,
});
