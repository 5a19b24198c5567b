import { createFileRoute } from "@tanstack/react-router";
import { tribeFromSlug } from "../../../features/learning/learning";
import { TribeLanding } from "../../../features/learning/tribe-landing";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/$tribeSlug/")({
  staticData: { roles: access.tribes, title: "Tribu" },
  component: TribePage,
});

function TribePage() {
  const { tribeSlug } = Route.useParams();
  return <TribeLanding key={tribeSlug} tribeSlug={tribeSlug} tribeName={tribeFromSlug(tribeSlug)} />;
}
