import { createFileRoute } from "@tanstack/react-router";
import { dayQuery, type VisualDaySearch, visualDaySearch } from "../../features/visual-day/visual-day-queries";
import { VisualDayEditor } from "../../features/visual-day/visual-day-editor";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/visual-day")({
  staticData: { roles: access.visualDay, title: "Día visual" },
  validateSearch: visualDaySearch,
  loaderDeps: ({ search }) => search,
  // A day that cannot be read is said in place, beside the tribe and date to change: fetched, not required.
  loader: pageLoader((queryClient, filters: VisualDaySearch) => queryClient.prefetchQuery(dayQuery(filters))),
  component: VisualDayEditor,
});
