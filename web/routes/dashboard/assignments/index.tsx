import { createFileRoute } from "@tanstack/react-router";
import { AssignmentsPage } from "../../../features/assignments/assignments-page";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/assignments/")({
  staticData: { roles: access.assignments, title: "Tareas" },
  component: () => <AssignmentsPage />,
});
