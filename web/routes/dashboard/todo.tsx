import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/todo")({
  staticData: { roles: access.adminOnly, title: "To Do" },
  component: () => <SectionPage title="To Do" />,
});
