import { createFileRoute } from "@tanstack/react-router";
import { CalendarSettingsScreen } from "../../features/attendance/calendar-settings-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/calendario-escolar")({
  staticData: { roles: access.adminOnly, title: "Calendario escolar" },
  component: CalendarSettingsScreen,
});
