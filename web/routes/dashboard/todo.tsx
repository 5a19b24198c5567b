import { createFileRoute } from "@tanstack/react-router";
import { PageLoadError } from "../../features/errors/page-load-error";
import { type TodoSearch, todoQueries, todoSearch } from "../../features/todo/todo-queries";
import { TodoPage } from "../../features/todo/todo-page";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/todo")({
  staticData: { roles: access.adminOnly, title: "Pendientes" },
  validateSearch: todoSearch,
  loaderDeps: ({ search }) => search,
  loader: pageLoader((queryClient, filters: TodoSearch) =>
    Promise.all([queryClient.ensureQueryData(todoQueries.info()), queryClient.prefetchQuery(todoQueries.list(filters))]),
  ),
  errorComponent: ({ error }) => <PageLoadError title="Pendientes" error={error} />,
  component: TodoPage,
});
