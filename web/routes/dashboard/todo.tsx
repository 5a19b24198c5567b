import { createFileRoute } from "@tanstack/react-router";
import { TodoPage } from "../../features/todo/todo-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/todo")({
  staticData: { roles: access.adminOnly, title: "To Do" },
  component: TodoPage,
});
