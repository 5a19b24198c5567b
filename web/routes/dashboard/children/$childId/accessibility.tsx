import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AccessibilityPanel } from "../../../../features/accessibility/accessibility-panel";
import { SectionPage } from "../../../../components/ui/section-page";
import { access } from "../../../../lib/navigation";
import { trpc } from "../../../../lib/trpc";

export const Route = createFileRoute("/dashboard/children/$childId/accessibility")({
  staticData: { roles: access.children, title: "Accesibilidad" },
  component: ChildAccessibilityPage,
});

function ChildAccessibilityPage() {
  const childId = Number(Route.useParams().childId);
  const progress = useQuery(trpc.dashboards.studentProgress.queryOptions({ id: childId }));
  const name = progress.data ? `${progress.data.student.firstName}` : undefined;
  return (
    <SectionPage title="Accesibilidad y lectura" intro="Estas preferencias se aplican cuando tu hijo o hija entra en la plataforma, en cualquier dispositivo.">
      <p>
        <Link to="/dashboard/children">Volver a Mis Hijos</Link>
      </p>
      <AccessibilityPanel userId={childId} isSelf={false} name={name} />
    </SectionPage>
  );
}
