import { createFileRoute } from "@tanstack/react-router";
import { GoogleClassroomPage } from "../../features/google-classroom/google-classroom-page";
import { access } from "../../lib/navigation";

// Google's consent flow comes back with ?success=true&service=classroom or ?error=true.
// Plain functions, not zod: route options sit in the entry chunk (see scripts/check-bundle-budget.ts).
type Flag = boolean | string | undefined;
const flag = (value: unknown): Flag => (typeof value === "boolean" || typeof value === "string" ? value : undefined);

export const Route = createFileRoute("/dashboard/google-classroom")({
  validateSearch: (search: Record<string, unknown>): { success?: Flag; service?: Flag; error?: Flag } => ({
    success: flag(search.success),
    service: flag(search.service),
    error: flag(search.error),
  }),
  staticData: { roles: access.adminOnly, title: "Google Classroom" },
  component: ClassroomRoute,
});

function ClassroomRoute() {
  const search = Route.useSearch();
  const returned =
    String(search.success) === "true" && search.service === "classroom" ? "success" : String(search.error) === "true" ? "error" : null;
  return <GoogleClassroomPage returned={returned} />;
}
