import { createFileRoute } from "@tanstack/react-router";
import { quotationMessages } from "../../../common/quotations/quotations.schema";
import { PageLoadError } from "../../features/errors/page-load-error";
import { quotationQueries, quotationsSearch } from "../../features/quotations/quotations-queries";
import { QuotationsPage } from "../../features/quotations/quotations-page";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/quotations")({
  staticData: { roles: access.adminOnly, title: "Cotizaciones" },
  validateSearch: quotationsSearch,
  // The catalogue's summary is what the page is drawn from; the saved quotations and the CRM's
  // clients say their own failures in place, so they are fetched but not required.
  loader: pageLoader((queryClient) =>
    Promise.all([
      queryClient.ensureQueryData(quotationQueries.overview()),
      queryClient.prefetchQuery(quotationQueries.saved()),
      queryClient.prefetchQuery(quotationQueries.crmClients()),
    ]),
  ),
  errorComponent: ({ error }) => <PageLoadError title="Cotizaciones" error={error} text={() => quotationMessages.loadProducts} />,
  component: QuotationsPage,
});
