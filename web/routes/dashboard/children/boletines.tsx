import { createFileRoute } from "@tanstack/react-router";
import { FamilyRecordsScreen } from "../../../features/families/family-records-screen";
import { access } from "../../../lib/navigation";
import { positiveInt, searchParams } from "../../../lib/search-params";

export const Route = createFileRoute("/dashboard/children/boletines")({
  staticData: { roles: access.familyReportCards, title: "Boletines" },
  // ?hijo=<id>: whose Boletines, when the family has several children (the home's links say it).
  validateSearch: searchParams({ hijo: positiveInt }),
  component: () => <FamilyRecordsScreen kind="boletines" childId={Route.useSearch().hijo} />,
});
