import { createFileRoute } from "@tanstack/react-router";
import { type UsersSearch, userListQuery, usersSearch } from "../../features/users/users-queries";
import { StudentsListScreen } from "../../features/users/users-screen";
import { useAuth } from "../../lib/auth-store";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/students")({
  staticData: { roles: access.students, title: "Mis Estudiantes" },
  validateSearch: usersSearch,
  loaderDeps: ({ search }) => search,
  loader: pageLoader((queryClient, filters: UsersSearch) => queryClient.prefetchQuery(userListQuery(filters, 1, "student"))),
  component: () => {
    const { user } = useAuth();
    // Spec: the users screen is titled 'Gestión de Usuarios' for teachers.
    return <StudentsListScreen title={user?.role === "teacher" ? "Gestión de Usuarios" : "Estudiantes"} />;
  },
});
