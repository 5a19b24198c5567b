import { createFileRoute } from "@tanstack/react-router";
import { ProfileScreen } from "../../features/profile/profile-forms";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/profile")({
  staticData: { roles: access.profile, title: "Mi Perfil" },
  component: ProfileScreen,
});
