import { createFileRoute } from "@tanstack/react-router";
import { type UsersSearch, userListQuery, usersSearch } from "../../features/users/users-queries";
import { AdminUsersScreen } from "../../features/users/users-screen";
import { access, pageNames } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/users")({
  staticData: { roles: access.users, title: pageNames.users },
  validateSearch: usersSearch,
  loaderDeps: ({ search }) => search,
  // The list's failures are said in place, under its filters: the first page is fetched, not required.
  loader: pageLoader((queryClient, filters: UsersSearch) => queryClient.prefetchQuery(userListQuery(filters, 1))),
  component: AdminUsersScreen,
});
