import { createFileRoute } from "@tanstack/react-router";
import { assessmentQueries, assessmentsSearch } from "../../features/assessments/assessments-queries";
import { QuizzesPage } from "../../features/assessments/assessments-page";
import { PageLoadError } from "../../features/errors/page-load-error";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/quiz")({
  staticData: { roles: access.adminOnly, title: "Gestión de Cuestionarios" },
  validateSearch: assessmentsSearch,
  loader: pageLoader((queryClient) => queryClient.ensureQueryData(assessmentQueries.quizzes())),
  errorComponent: ({ error }) => <PageLoadError title="Gestión de Cuestionarios" error={error} text={() => "Error al cargar los datos"} />,
  component: QuizzesPage,
});
