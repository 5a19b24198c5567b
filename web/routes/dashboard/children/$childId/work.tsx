import { createFileRoute } from "@tanstack/react-router";
import { ChildWorkScreen } from "../../../../features/families/child-pages";
import { RecordNotFound } from "../../../../features/errors";
import { access } from "../../../../lib/navigation";
import { loadRecordPage } from "../../../../lib/record-id";

export const Route = createFileRoute("/dashboard/children/$childId/work")({
  staticData: { roles: access.children, title: "Trabajos" },
  loader: ({ context, params, route }) => loadRecordPage(params.childId, { context, route }),
  notFoundComponent: RecordNotFound,
  component: () => {
    const { childId } = Route.useParams();
    return <ChildWorkScreen childId={Number(childId)} />;
  },
});
