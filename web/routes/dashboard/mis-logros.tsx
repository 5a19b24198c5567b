import { createFileRoute } from "@tanstack/react-router";
import { SimpleAchievements } from "../../features/simple-mode/simple-achievements";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/mis-logros")({
  staticData: { roles: access.studentHome, title: "Mis logros" },
  component: SimpleAchievements,
});
