import { createFileRoute } from "@tanstack/react-router";
import { FamilyRecordsScreen } from "../../../features/families/family-records-screen";
import { access } from "../../../lib/navigation";
import { positiveInt, searchParams } from "../../../lib/search-params";

export const Route = createFileRoute("/dashboard/children/piar")({
  staticData: { roles: access.familyPiar, title: "PIAR" },
  // ?hijo=<id>: whose PIAR, when the family has several children (the home's links say it).
  validateSearch: searchParams({ hijo: positiveInt }),
  component: () => <FamilyRecordsScreen kind="piar" childId={Route.useSearch().hijo} />,
});
