import { createFileRoute } from "@tanstack/react-router";
import { CreateClassPage } from "../../features/classes/create-class-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/create-class")({
  staticData: { roles: access.assignmentsManage, title: "Crear Clase" },
  component: CreateClassPage,
});
