import { createFileRoute } from "@tanstack/react-router";
import { AccessibilityPanel } from "../../features/accessibility/accessibility-panel";
import { ProfileScreen } from "../../features/profile/profile-forms";
import { useAuth } from "../../lib/auth-store";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/profile")({
  staticData: { roles: access.profile, title: "Mi Perfil" },
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = useAuth();
  return (
    <>
      <ProfileScreen />
      {user ? <AccessibilityPanel userId={user.id} isSelf /> : null}
    </>
  );
}
