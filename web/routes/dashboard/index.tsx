import { createFileRoute } from "@tanstack/react-router";
import { DashboardHome } from "../../features/dashboard/home";
import { useAuth } from "../../lib/auth-store";

export const Route = createFileRoute("/dashboard/")({
  staticData: { title: "Panel de Control" },
  component: () => {
    const { user } = useAuth();
    return user ? <DashboardHome user={user} /> : null;
  },
});
