import { createFileRoute } from "@tanstack/react-router";
import { AssignmentEdit } from "../../../../features/assignments/assignment-detail";
import { RecordNotFound } from "../../../../features/errors";
import { access } from "../../../../lib/navigation";
import { loadRecordPage } from "../../../../lib/record-id";
import { trpc } from "../../../../lib/trpc";

export const Route = createFileRoute("/dashboard/assignments/$id/edit")({
  staticData: { roles: access.assignmentsManage, title: "Editar Tarea" },
  loader: ({ context, params, route }) => loadRecordPage(params.id, { context, route }, (queryClient, id) => queryClient.ensureQueryData(trpc.assignments.get.queryOptions({ id }))),
  notFoundComponent: RecordNotFound,
  component: () => {
    const { id } = Route.useParams();
    return <AssignmentEdit id={Number(id)} />;
  },
});
