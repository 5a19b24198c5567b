import { createFileRoute } from "@tanstack/react-router";
import { SubjectModulesPage } from "../../../../features/learning/subject-modules-page";
import { access } from "../../../../lib/navigation";

export const Route = createFileRoute("/dashboard/materias/$materiaName/modulos")({
  staticData: { roles: access.subjectModules, title: "Módulos de la materia" },
  component: Page,
});

function Page() {
  const { materiaName } = Route.useParams();
  return <SubjectModulesPage materiaName={materiaName} />;
}
