import { createFileRoute } from "@tanstack/react-router";
import { TaskBoardPage } from "../../features/notion/task-board-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/notion")({
  staticData: { roles: access.adminOnly, title: "Tablero de tareas" },
  component: TaskBoardPage,
});
