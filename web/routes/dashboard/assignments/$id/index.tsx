import { createFileRoute } from "@tanstack/react-router";
import { AssignmentDetail } from "../../../../features/assignments/assignment-detail";
import { access } from "../../../../lib/navigation";

export const Route = createFileRoute("/dashboard/assignments/$id/")({
  staticData: { roles: access.assignments, title: "Tarea" },
  component: () => {
    const { id } = Route.useParams();
    return <AssignmentDetail id={Number(id)} />;
  },
});
