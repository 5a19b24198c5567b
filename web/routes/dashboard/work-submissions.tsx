import { createFileRoute } from "@tanstack/react-router";
import { ChildrenWorkScreen } from "../../features/families/child-pages";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/work-submissions")({
  staticData: { roles: access.workSubmissions, title: "Trabajos" },
  component: ChildrenWorkScreen,
});
