import { createFileRoute, Link } from "@tanstack/react-router";
import { Accessibility } from "lucide-react";
import { ChildProgressScreen } from "../../../../features/families/child-pages";
import { RecordNotFound } from "../../../../features/errors";
import { access } from "../../../../lib/navigation";
import { loadRecordPage } from "../../../../lib/record-id";

export const Route = createFileRoute("/dashboard/children/$childId/progress")({
  staticData: { roles: access.children, title: "Progreso" },
  loader: ({ context, params, route }) => loadRecordPage(params.childId, { context, route }),
  notFoundComponent: RecordNotFound,
  component: () => {
    const { childId } = Route.useParams();
    return (
      <>
        <ChildProgressScreen childId={Number(childId)} />
        <p className="button-row">
          <Link to="/dashboard/children/$childId/accessibility" params={{ childId }} className="btn btn-secondary">
            <Accessibility aria-hidden="true" /> Accesibilidad y lectura
          </Link>
        </p>
      </>
    );
  },
});
