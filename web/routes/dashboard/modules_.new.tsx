import { createFileRoute } from "@tanstack/react-router";
import { NewModulePage } from "../../features/learning/new-module-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/modules_/new")({
  staticData: { roles: access.assignmentsManage, title: "Nuevo Módulo" },
  component: NewModulePage,
});
