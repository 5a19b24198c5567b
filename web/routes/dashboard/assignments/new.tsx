import { createFileRoute } from "@tanstack/react-router";
import { AssignmentForm } from "../../../features/assignments/assignment-form";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/assignments/new")({
  staticData: { roles: access.assignmentsManage, title: "Nueva Tarea" },
  component: () => <AssignmentForm />,
});
