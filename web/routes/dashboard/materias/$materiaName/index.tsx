import { createFileRoute } from "@tanstack/react-router";
import { MateriaDetailPage } from "../../../../features/learning/materia-detail";
import { access } from "../../../../lib/navigation";

export const Route = createFileRoute("/dashboard/materias/$materiaName/")({
  staticData: { roles: access.materias, title: "Materia" },
  component: Page,
});

function Page() {
  const { materiaName } = Route.useParams();
  return <MateriaDetailPage materiaName={materiaName} />;
}
