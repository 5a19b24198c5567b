import { createFileRoute } from "@tanstack/react-router";
import { FamilyRecordScreen } from "../../../features/student-records";
import { access } from "../../../lib/navigation";
import { positiveInt, searchParams } from "../../../lib/search-params";

export const Route = createFileRoute("/dashboard/children/ficha")({
  staticData: { roles: access.familyRecord, title: "Ficha de matrícula" },
  // ?hijo=<id>: whose file, when the family has several children.
  validateSearch: searchParams({ hijo: positiveInt }),
  component: () => <FamilyRecordScreen childId={Route.useSearch().hijo} />,
});
