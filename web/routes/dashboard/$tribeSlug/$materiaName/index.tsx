import { createFileRoute } from "@tanstack/react-router";
import { tribeFromSlug } from "../../../../features/learning/learning";
import { TribeSubjectPage } from "../../../../features/learning/tribe-subject-page";
import { access } from "../../../../lib/navigation";

export const Route = createFileRoute("/dashboard/$tribeSlug/$materiaName/")({
  staticData: { roles: access.tribes, title: "Módulos de la materia" },
  component: Page,
});

function Page() {
  const { tribeSlug, materiaName } = Route.useParams();
  return <TribeSubjectPage tribeSlug={tribeSlug} tribeName={tribeFromSlug(tribeSlug)} materiaName={materiaName} />;
}
