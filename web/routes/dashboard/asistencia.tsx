import { createFileRoute } from "@tanstack/react-router";
import { isCalendarDate } from "../../../common/attendance/attendance.calendar";
import { RegisterScreen } from "../../features/attendance/register-screen";
import { access } from "../../lib/navigation";

/** ?tribu=Tribu 1&fecha=2026-11-27: the register a link opens on (the teacher's "Hoy", issue 34). */
type RegisterSearch = { tribu?: string; fecha?: string };

export const Route = createFileRoute("/dashboard/asistencia")({
  staticData: { roles: access.attendance, title: "Asistencia" },
  validateSearch: (search: Record<string, unknown>): RegisterSearch => ({
    tribu: typeof search.tribu === "string" ? search.tribu : undefined,
    fecha: typeof search.fecha === "string" && isCalendarDate(search.fecha) ? search.fecha : undefined,
  }),
  component: () => {
    const search = Route.useSearch();
    return <RegisterScreen tribe={search.tribu} date={search.fecha} />;
  },
});
