import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../features/layout/section-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/work-submissions")({
  staticData: { roles: access.workSubmissions, title: "Trabajos" },
  component: () => <SectionPage title="Trabajos" intro="Aquí verás los trabajos que tus hijos entregan y los comentarios de sus profesores." />,
});
