import { createFileRoute } from "@tanstack/react-router";
import { assessmentQueries, assessmentsSearch } from "../../features/assessments/assessments-queries";
import { ExamsPage } from "../../features/assessments/assessments-page";
import { PageLoadError } from "../../features/errors/page-load-error";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/exams")({
  staticData: { roles: access.adminOnly, title: "Gestión de Exámenes" },
  validateSearch: assessmentsSearch,
  loader: pageLoader((queryClient) => queryClient.ensureQueryData(assessmentQueries.exams())),
  errorComponent: ({ error }) => <PageLoadError title="Gestión de Exámenes" error={error} text={() => "Error al cargar los datos"} />,
  component: ExamsPage,
});
