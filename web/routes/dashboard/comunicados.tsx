import { createFileRoute } from "@tanstack/react-router";
import { AnnouncementsScreen } from "../../features/announcements/announcements-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/comunicados")({
  staticData: { roles: access.announcements, title: "Comunicados" },
  component: AnnouncementsScreen,
});
