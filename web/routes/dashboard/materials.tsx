import { createFileRoute } from "@tanstack/react-router";
import { MaterialsPage } from "../../features/materials/materials-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/materials")({
  staticData: { roles: access.materials, title: "Materiales" },
  component: MaterialsPage,
});
