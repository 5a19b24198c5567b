import { createFileRoute } from "@tanstack/react-router";
import { SupportScreen } from "../../features/promotion/support-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/actividades-de-apoyo")({
  staticData: { roles: access.supportActivities, title: "Actividades de apoyo" },
  component: SupportScreen,
});
