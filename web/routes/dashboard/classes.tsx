import { createFileRoute } from "@tanstack/react-router";
import { ClassesPage } from "../../features/classes/classes-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/classes")({
  staticData: { roles: access.classes, title: "Clases" },
  component: ClassesPage,
});
