import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/materials")({
  staticData: { roles: access.materials, title: "Materiales" },
  component: () => <SectionPage title="Materiales" />,
});
