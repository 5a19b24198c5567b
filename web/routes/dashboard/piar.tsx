import { createFileRoute } from "@tanstack/react-router";
import { PiarScreen } from "../../features/piar/piar-screen";
import { access } from "../../lib/navigation";
import { positiveInt, searchParams } from "../../lib/search-params";

export const Route = createFileRoute("/dashboard/piar")({
  staticData: { roles: access.piar, title: "PIAR" },
  // ?estudiante=<id>: the plan the review reminder is about opens at once.
  validateSearch: searchParams({ estudiante: positiveInt }),
  component: PiarRoute,
});

function PiarRoute() {
  const { estudiante } = Route.useSearch();
  return <PiarScreen openStudentId={estudiante} />;
}
