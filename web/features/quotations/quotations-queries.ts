import { type SearchOf, searchParams, searchText } from "../../lib/search-params";
import { trpc } from "../../lib/trpc";

/** The product search in the URL (/dashboard/quotations?product=vinilo), so a reload shows the same results. */
const quotationsSearchShape = { product: searchText };
export const quotationsSearch = searchParams(quotationsSearchShape);
export type QuotationsSearch = SearchOf<typeof quotationsSearchShape>;

/** The page's queries, shared by the route's loader and the page. */
export const quotationQueries = {
  overview: () => trpc.quotations.overview.queryOptions(),
  saved: () => trpc.quotations.list.queryOptions(),
  crmClients: () => trpc.crm.list.queryOptions(),
  products: (q: string) => trpc.quotations.searchProducts.queryOptions({ q }),
};
