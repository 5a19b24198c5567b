import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/classes")({
  staticData: { roles: access.classes, title: "Clases" },
  component: () => <SectionPage title="Clases" />,
});
