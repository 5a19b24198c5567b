import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { GoogleClassroomPage } from "../../features/google-classroom/google-classroom-page";
import { access } from "../../lib/navigation";

// Google's consent flow comes back with ?success=true&service=classroom or ?error=true.
const flag = z.union([z.boolean(), z.string()]).optional().catch(undefined);

export const Route = createFileRoute("/dashboard/google-classroom")({
  validateSearch: z.object({ success: flag, service: flag, error: flag }),
  staticData: { roles: access.adminOnly, title: "Google Classroom" },
  component: ClassroomRoute,
});

function ClassroomRoute() {
  const search = Route.useSearch();
  const returned =
    String(search.success) === "true" && search.service === "classroom" ? "success" : String(search.error) === "true" ? "error" : null;
  return <GoogleClassroomPage returned={returned} />;
}
