import { createFileRoute } from "@tanstack/react-router";
import { ProfileSummary } from "../../features/dashboard/profile-summary";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/profile")({
  staticData: { roles: access.profile, title: "Mi Perfil" },
  component: ProfileSummary,
});
