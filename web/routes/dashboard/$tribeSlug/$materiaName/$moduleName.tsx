import { createFileRoute } from "@tanstack/react-router";
import { tribeFromSlug } from "../../../../features/learning/learning";
import { ModuleDetailPage } from "../../../../features/learning/module-detail";
import { access } from "../../../../lib/navigation";

export const Route = createFileRoute("/dashboard/$tribeSlug/$materiaName/$moduleName")({
  staticData: { roles: access.modulePage, title: "Módulo" },
  component: Page,
});

function Page() {
  const { tribeSlug, materiaName, moduleName } = Route.useParams();
  return <ModuleDetailPage tribeSlug={tribeSlug} tribeName={tribeFromSlug(tribeSlug)} materiaName={materiaName} moduleTitle={moduleName} />;
}
