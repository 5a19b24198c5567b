import { createFileRoute } from "@tanstack/react-router";
import { ChildrenScreen } from "../../../features/families/children-screen";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/children/")({
  staticData: { roles: access.children, title: "Mis Hijos" },
  component: ChildrenScreen,
});
