import { createFileRoute } from "@tanstack/react-router";
import { AnnouncementsScreen } from "../../features/announcements/announcements-screen";
import { access } from "../../lib/navigation";
import { positiveInt, searchParams } from "../../lib/search-params";


export const Route = createFileRoute("/dashboard/comunicados")({
  staticData: { roles: access.announcements, title: "Comunicados" },
  // ?aviso=<id>: the family's home links to the announcement to confirm; it opens at once.
  // ?leidos=<id>: the teacher's "Hoy" opens "Quién lo leyó" of that announcement.
  validateSearch: searchParams({ aviso: positiveInt, leidos: positiveInt }),
  component: () => {
    const search = Route.useSearch();
    return <AnnouncementsScreen openId={search.aviso} readersOf={search.leidos} />;
  },
});
