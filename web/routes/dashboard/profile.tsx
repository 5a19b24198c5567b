import { createFileRoute } from "@tanstack/react-router";
import { readsOwnLearningProfile } from "../../../common/accessibility/accessibility.policy";
import { AccessibilityPanel } from "../../features/accessibility/accessibility-panel";
import { HowILearnSection } from "../../features/accessibility/how-i-learn";
import { ProfileScreen } from "../../features/profile/profile-forms";
import { useAuth } from "../../lib/auth-store";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/profile")({
  staticData: { roles: access.profile, title: "Mi Perfil" },
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = useAuth();
  // A child reads their preferences ('Cómo me gusta aprender'); the adults around them change them.
  let preferences = null;
  if (user) preferences = readsOwnLearningProfile(user) ? <HowILearnSection /> : <AccessibilityPanel userId={user.id} isSelf />;
  return (
    <>
      <ProfileScreen />
      {preferences}
    </>
  );
}
