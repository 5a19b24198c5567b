import { createFileRoute } from "@tanstack/react-router";
import { usesSimpleMode } from "../../../common/accessibility/accessibility-defaults";
import { DashboardHome } from "../../features/dashboard/home";
import { prefetchHome } from "../../features/dashboard/home-queries";
import { SimpleHome } from "../../features/simple-mode/simple-home";
import { authStore, useAuth } from "../../lib/auth-store";
import { useOwnProfile } from "../../lib/use-own-profile";

export const Route = createFileRoute("/dashboard/")({
  staticData: { title: "Panel de Control" },
  // The home's data travels while its JavaScript downloads (issue 24): nothing waits for it here.
  loader: ({ context }) => prefetchHome(context.queryClient, authStore.get().user),
  component: DashboardIndex,
});

function DashboardIndex() {
  const { user } = useAuth();
  const accessibility = useOwnProfile();
  if (!user) return null;
  if (usesSimpleMode(user.role, accessibility.data)) return <SimpleHome user={user} />;
  return <DashboardHome user={user} />;
}
