import { createFileRoute, Link } from "@tanstack/react-router";
import { StudentAccessibilityScreen } from "../../../../features/accessibility/student-accessibility-screen";
import { RecordNotFound } from "../../../../features/errors";
import { access } from "../../../../lib/navigation";
import { loadRecordPage } from "../../../../lib/record-id";

export const Route = createFileRoute("/dashboard/children/$childId/accessibility")({
  staticData: { roles: access.children, title: "Accesibilidad" },
  loader: ({ context, params, route }) => loadRecordPage(params.childId, { context, route }),
  notFoundComponent: RecordNotFound,
  component: ChildAccessibilityPage,
});

function ChildAccessibilityPage() {
  return (
    <StudentAccessibilityScreen
      studentId={Number(Route.useParams().childId)}
      intro="Estas preferencias se aplican cuando tu hijo o hija entra en la plataforma, en cualquier dispositivo."
      back={<Link to="/dashboard/children">Volver a Mis Hijos</Link>}
    />
  );
}
