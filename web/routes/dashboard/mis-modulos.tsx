import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { SimpleModules } from "../../features/simple-mode/simple-modules";

export const Route = createFileRoute("/dashboard/mis-modulos")({
  validateSearch: z.object({ entregar: z.boolean().optional().catch(undefined) }),
  staticData: { roles: ["student"], title: "Mis módulos" },
  component: () => <SimpleModules handIn={Route.useSearch().entregar === true} />,
});
