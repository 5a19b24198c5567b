import { createFileRoute } from "@tanstack/react-router";
import { AnnouncementsScreen } from "../../features/announcements/announcements-screen";
import { access } from "../../lib/navigation";

/** ?leidos=12: opens "Quién lo leyó" of announcement 12 (the teacher's "Hoy", issue 34). */
type AnnouncementsSearch = { leidos?: number };

export const Route = createFileRoute("/dashboard/comunicados")({
  staticData: { roles: access.announcements, title: "Comunicados" },
  validateSearch: (search: Record<string, unknown>): AnnouncementsSearch => {
    const id = Number(search.leidos);
    return { leidos: Number.isInteger(id) && id > 0 ? id : undefined };
  },
  component: () => <AnnouncementsScreen readersOf={Route.useSearch().leidos} />,
});
