import { createFileRoute } from "@tanstack/react-router";
import { AssignmentsPage } from "../../../features/assignments/assignments-page";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/assignments/pending")({
  staticData: { roles: access.assignmentsManage, title: "Tareas Pendientes" },
  component: () => <AssignmentsPage onlyPending />,
});
