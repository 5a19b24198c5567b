import { todoPriorities, todoStatuses } from "../../../common/todo/todo.vocabulary";
import { oneOf, type SearchOf, searchParams, searchText } from "../../lib/search-params";
import { trpc } from "../../lib/trpc";

/** The list's filters in the URL (/dashboard/todo?status=done&priority=high&search=...). */
const todoSearchShape = { status: oneOf(todoStatuses), priority: oneOf(todoPriorities), search: searchText };
export const todoSearch = searchParams(todoSearchShape);
export type TodoSearch = SearchOf<typeof todoSearchShape>;

/** The page's queries, shared by the route's loader and the page. */
export const todoQueries = {
  info: () => trpc.todo.info.queryOptions(),
  list: (filters: TodoSearch) => trpc.todo.list.queryOptions({ status: filters.status, priority: filters.priority, search: filters.search }),
};
