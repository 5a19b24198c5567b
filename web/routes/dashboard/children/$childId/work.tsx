import { createFileRoute } from "@tanstack/react-router";
import { ChildWorkScreen } from "../../../../features/families/child-pages";
import { access } from "../../../../lib/navigation";

export const Route = createFileRoute("/dashboard/children/$childId/work")({
  staticData: { roles: access.children, title: "Trabajos" },
  component: () => {
    const { childId } = Route.useParams();
    return <ChildWorkScreen childId={Number(childId)} />;
  },
});
