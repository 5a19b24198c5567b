import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "../../features/attendance/register-screen";
import { access } from "../../lib/navigation";
import { isoDay, searchParams, searchText } from "../../lib/search-params";

export const Route = createFileRoute("/dashboard/asistencia")({
  staticData: { roles: access.attendance, title: "Asistencia" },
  // ?tribu=Tribu 1&fecha=2026-11-27: the register a link opens on (the teacher's "Hoy", issue 34).
  // The screen checks the day against the calendar; the URL only keeps a well-formed one.
  validateSearch: searchParams({ tribu: searchText, fecha: isoDay }),
  component: () => {
    const search = Route.useSearch();
    return <RegisterScreen tribe={search.tribu} date={search.fecha} />;
  },
});
