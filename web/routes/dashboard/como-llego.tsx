import { createFileRoute } from "@tanstack/react-router";
import { CheckInPage } from "../../features/mood-checkins";
import { access } from "../../lib/navigation";

/** "¿Cómo llegas hoy?" (issue 37): a student's check-in; `?entrada=1` right after signing in. */
export const Route = createFileRoute("/dashboard/como-llego")({
  staticData: { roles: access.checkIn, title: "¿Cómo llegas hoy?" },
  validateSearch: (search: Record<string, unknown>): { entrada?: 1 } => (search.entrada === 1 || search.entrada === "1" ? { entrada: 1 } : {}),
  component: CheckIn,
});

function CheckIn() {
  const { entrada } = Route.useSearch();
  return <CheckInPage afterSignIn={entrada === 1} />;
}
