import { createFileRoute } from "@tanstack/react-router";
import { CrmPage } from "../../features/crm/crm-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/crm")({
  staticData: { roles: access.adminOnly, title: "Clientes" },
  component: CrmPage,
});
