import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { usesSimpleMode } from "../../../common/accessibility/accessibility-defaults";
import { DashboardHome } from "../../features/dashboard/home";
import { useLogout } from "../../features/layout/use-logout";
import { SimpleHome } from "../../features/simple-mode/simple-home";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/dashboard/")({
  staticData: { title: "Panel de Control" },
  component: DashboardIndex,
});

function DashboardIndex() {
  const { user } = useAuth();
  const logout = useLogout();
  const accessibility = useQuery(trpc.accessibility.mine.queryOptions());
  if (!user) return null;
  if (usesSimpleMode(user.role, accessibility.data)) return <SimpleHome user={user} onLogout={logout} />;
  return <DashboardHome user={user} />;
}
