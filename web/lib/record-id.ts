import type { QueryClient } from "@tanstack/react-query";
import { type AnyRoute, notFound } from "@tanstack/react-router";
import { apiErrorInfo } from "./api-errors";
import { authStore } from "./auth-store";
import { roleAllowed } from "./navigation";

/**
 * A record's id in the address (issue 22): digits only, or the page is not found (the dashboard's
 * 'No encontramos esta página'), never a request answered with an error.
 */
export function recordId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) throw notFound();
  return Number(raw);
}

/**
 * The `loader` of a page of one record: a malformed id, or a record the server does not have (404),
 * shows the not-found page. Other failures are said by the page itself; roles the route does not
 * admit get the layout's denied page and nothing is fetched (as web/lib/route-loader.ts's pageLoader).
 */
export async function loadRecordPage(
  rawId: string,
  { context, route }: { context: { queryClient: QueryClient }; route: AnyRoute },
  load?: (queryClient: QueryClient, id: number) => Promise<unknown>,
): Promise<void> {
  const id = recordId(rawId);
  if (!load || !roleAllowed(authStore.get().user?.role, route.options.staticData?.roles)) return;
  try {
    await load(context.queryClient, id);
  } catch (error) {
    if (apiErrorInfo(error).status === 404) throw notFound();
  }
}
