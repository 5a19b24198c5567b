import { createFileRoute, Outlet } from "@tanstack/react-router";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/children")({
  staticData: { roles: access.children, title: "Mis Hijos" },
  component: Outlet,
});
