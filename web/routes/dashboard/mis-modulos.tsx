import { createFileRoute } from "@tanstack/react-router";
import { SimpleModules } from "../../features/simple-mode/simple-modules";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/mis-modulos")({
  // A plain function, not zod: route options sit in the entry chunk (scripts/check-bundle-budget.ts).
  validateSearch: (search: Record<string, unknown>): { entregar?: boolean } => ({
    entregar: typeof search.entregar === "boolean" ? search.entregar : undefined,
  }),
  staticData: { roles: access.studentHome, title: "Mis módulos" },
  component: () => <SimpleModules handIn={Route.useSearch().entregar === true} />,
});
