import { createFileRoute } from "@tanstack/react-router";
import { AssignmentEdit } from "../../../../features/assignments/assignment-detail";
import { access } from "../../../../lib/navigation";

export const Route = createFileRoute("/dashboard/assignments/$id/edit")({
  staticData: { roles: access.assignmentsManage, title: "Editar Tarea" },
  component: () => {
    const { id } = Route.useParams();
    return <AssignmentEdit id={Number(id)} />;
  },
});
