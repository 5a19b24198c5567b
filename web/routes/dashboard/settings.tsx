import { createFileRoute } from "@tanstack/react-router";
import { SettingsScreen } from "../../features/profile/profile-forms";
import { MoodCheckInSetting } from "../../features/mood-checkins";
import { switchesCheckIn } from "../../../common/mood-checkins/mood-checkins.policy";
import { useAuth } from "../../lib/auth-store";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/settings")({
  staticData: { roles: access.settings, title: "Configuración" },
  component: Settings,
});

function Settings() {
  const { user } = useAuth();
  return (
    <>
      <SettingsScreen />
      {user && switchesCheckIn(user) ? <MoodCheckInSetting /> : null}
    </>
  );
}
