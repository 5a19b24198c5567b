import { createFileRoute } from "@tanstack/react-router";
import { crmQueries, crmSearch } from "../../features/crm/crm-queries";
import { CrmPage } from "../../features/crm/crm-page";
import { PageLoadError } from "../../features/errors/page-load-error";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/crm")({
  staticData: { roles: access.adminOnly, title: "Clientes" },
  validateSearch: crmSearch,
  // Where the clients live is required; the clients themselves may fail (a sheet out of reach) and the page says so in place.
  loader: pageLoader((queryClient) =>
    Promise.all([queryClient.ensureQueryData(crmQueries.source()), queryClient.prefetchQuery(crmQueries.clients())]),
  ),
  errorComponent: ({ error }) => <PageLoadError title="Clientes" error={error} />,
  component: CrmPage,
});
