import { createFileRoute } from "@tanstack/react-router";
import { ChildProgressScreen } from "../../../../features/families/child-pages";
import { access } from "../../../../lib/navigation";

export const Route = createFileRoute("/dashboard/children/$childId/progress")({
  staticData: { roles: access.children, title: "Progreso" },
  component: () => {
    const { childId } = Route.useParams();
    return <ChildProgressScreen childId={Number(childId)} />;
  },
});
