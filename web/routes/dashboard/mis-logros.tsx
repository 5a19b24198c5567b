import { createFileRoute } from "@tanstack/react-router";
import { SimpleAchievements } from "../../features/simple-mode/simple-achievements";

export const Route = createFileRoute("/dashboard/mis-logros")({
  staticData: { roles: ["student"], title: "Mis logros" },
  component: SimpleAchievements,
});
