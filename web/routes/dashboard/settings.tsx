import { createFileRoute } from "@tanstack/react-router";
import { SettingsScreen } from "../../features/profile/profile-forms";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/settings")({
  staticData: { roles: access.settings, title: "Configuración" },
  component: SettingsScreen,
});
