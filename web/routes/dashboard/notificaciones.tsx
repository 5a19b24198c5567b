import { createFileRoute } from "@tanstack/react-router";
import { NotificationsScreen } from "../../features/notifications/notifications-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/notificaciones")({
  staticData: { roles: access.notifications, title: "Notificaciones" },
  component: NotificationsScreen,
});
