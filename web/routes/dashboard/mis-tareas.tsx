import { createFileRoute } from "@tanstack/react-router";
import { SimpleTasks } from "../../features/simple-mode/simple-tasks";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/mis-tareas")({
  staticData: { roles: access.studentHome, title: "Mis tareas" },
  component: SimpleTasks,
});
