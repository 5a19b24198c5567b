import { createFileRoute } from "@tanstack/react-router";
import { AdminUsersScreen } from "../../features/users/users-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/users")({
  staticData: { roles: access.users, title: "Todos los Usuarios" },
  component: AdminUsersScreen,
});
