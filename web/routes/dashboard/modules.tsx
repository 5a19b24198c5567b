import { createFileRoute } from "@tanstack/react-router";
import { ModulesManagement } from "../../features/learning/modules-management";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/modules")({
  staticData: { roles: access.modules, title: "Módulos" },
  component: ModulesManagement,
});
