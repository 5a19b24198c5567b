import { createFileRoute, notFound } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/$tribeSlug")({
  // Only tribu-1 .. tribu-4 are tribe pages; any other segment is an unknown path.
  beforeLoad: ({ params }) => {
    if (!/^tribu-[1-4]$/.test(params.tribeSlug)) throw notFound();
  },
  staticData: { roles: access.tribes, title: "Tribu" },
  component: TribePage,
});

function TribePage() {
  const { tribeSlug } = Route.useParams();
  return <SectionPage title={`Tribu ${tribeSlug.slice("tribu-".length)}`} />;
}
