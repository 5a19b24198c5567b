import { createFileRoute } from "@tanstack/react-router";
import { type UsersSearch, userListQuery, usersSearch } from "../../features/users/users-queries";
import { StudentsListScreen } from "../../features/users/users-screen";
import { useAuth } from "../../lib/auth-store";
import { access, pageNames } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/students")({
  staticData: { roles: access.students, title: pageNames.students },
  validateSearch: usersSearch,
  loaderDeps: ({ search }) => search,
  loader: pageLoader((queryClient, filters: UsersSearch) => queryClient.prefetchQuery(userListQuery(filters, 1, "student"))),
  component: () => {
    const { user } = useAuth();
    // The menu's name is the page's (issue 22).
    return <StudentsListScreen title={user ? pageNames.students(user.role) : ""} />;
  },
});
