import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/users")({
  staticData: { roles: access.users, title: "Todos los Usuarios" },
  component: () => <SectionPage title="Todos los Usuarios" />,
});
