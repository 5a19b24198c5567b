import { navigationTribes } from "../../../common/school";
import { isoDay, oneOf, type SearchOf, searchParams } from "../../lib/search-params";
import { trpc } from "../../lib/trpc";

/** The tribe and day being prepared, in the URL (/dashboard/visual-day?tribe=Tribu%202&date=2026-03-02); without a date, today. */
const visualDaySearchShape = { tribe: oneOf(navigationTribes), date: isoDay };
export const visualDaySearch = searchParams(visualDaySearchShape);
export type VisualDaySearch = SearchOf<typeof visualDaySearchShape>;

export const defaultTribe = navigationTribes[0];

/** The day shown for the URL's tribe and date, shared by the route's loader and the page. */
export const dayQuery = (filters: VisualDaySearch) => trpc.visualDay.get.queryOptions({ tribe: filters.tribe ?? defaultTribe, date: filters.date });
