import { crmStatuses } from "../../../common/crm/crm.vocabulary";
import { oneOf, type SearchOf, searchParams, searchText } from "../../lib/search-params";
import { trpc } from "../../lib/trpc";

/** The table's search and status filter in the URL (/dashboard/crm?search=andinas&status=active). */
const crmSearchShape = { search: searchText, status: oneOf(crmStatuses) };
export const crmSearch = searchParams(crmSearchShape);
export type CrmSearch = SearchOf<typeof crmSearchShape>;

/** The page's queries, shared by the route's loader and the page. */
export const crmQueries = {
  clients: () => trpc.crm.list.queryOptions(),
  source: () => trpc.crm.source.queryOptions(),
};
