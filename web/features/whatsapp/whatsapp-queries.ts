import { integer, type SearchOf, searchParams } from "../../lib/search-params";
import { trpc } from "../../lib/trpc";

/** The open conversation in the URL (/dashboard/whatsapp?contact=12; the demo's sample contacts have negative ids). */
const whatsappSearchShape = { contact: integer };
export const whatsappSearch = searchParams(whatsappSearchShape);
export type WhatsAppSearch = SearchOf<typeof whatsappSearchShape>;

/** The page's queries, shared by the route's loader and the page. */
export const whatsappQueries = {
  status: () => trpc.whatsapp.status.queryOptions(),
};
