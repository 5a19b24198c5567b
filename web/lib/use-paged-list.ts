import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pageCount } from "../components/ui/pager";

type PagedListOptions<TData, TError, TKey extends QueryKey> = {
  pageSize: number;
  /** The list's filters: when they change, the list starts again at page 1. */
  filters?: unknown;
  /** The query of one page (e.g. `trpc.materials.list.queryOptions({ page, pageSize })`). */
  query: (paging: { page: number; pageSize: number }) => UseQueryOptions<TData, TError, TData, TKey>;
  /** How many items the whole list has, every page together. */
  total: (data: TData) => number;
  enabled?: boolean;
  /** What stays on screen while the next page loads; by default the page shown before. */
  placeholderData?: UseQueryOptions<TData, TError, TData, TKey>["placeholderData"];
};

/**
 * A list the server pages, shown with `Pager`: the page asked for, the number of pages, and the
 * query of that page. While the next page loads the current one stays on screen; a change of
 * filters starts again at page 1; when the list shrinks under the page shown (the last item of the
 * last page deleted or reviewed away), the new last page is shown instead.
 */
export function usePagedList<TData, TError, TKey extends QueryKey>(options: PagedListOptions<TData, TError, TKey>) {
  const { pageSize } = options;
  const filtersKey = JSON.stringify(options.filters ?? null);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const query = useQuery({
    ...options.query({ page, pageSize }),
    enabled: options.enabled ?? true,
    placeholderData: options.placeholderData ?? keepPreviousData,
  });
  const total = query.data === undefined ? 0 : options.total(query.data);
  const pages = pageCount(total, pageSize);
  const settled = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && page > pages) setPaging({ filtersKey, page: pages });
  }, [settled, page, pages, filtersKey]);
  return {
    query,
    data: query.data,
    page,
    pages,
    pageSize,
    total,
    setPage: (next: number) => setPaging({ filtersKey, page: next }),
  };
}
