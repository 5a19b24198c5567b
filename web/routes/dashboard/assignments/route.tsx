import { createFileRoute, Outlet } from "@tanstack/react-router";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/assignments")({
  staticData: { roles: access.assignments, title: "Tareas" },
  component: Outlet,
});
