import { createFileRoute } from "@tanstack/react-router";
import { StudentsListScreen } from "../../features/users/users-screen";
import { useAuth } from "../../lib/auth-store";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/students")({
  staticData: { roles: access.students, title: "Mis Estudiantes" },
  component: () => {
    const { user } = useAuth();
    // Spec: the users screen is titled 'Gestión de Usuarios' for teachers.
    return <StudentsListScreen title={user?.role === "teacher" ? "Gestión de Usuarios" : "Estudiantes"} />;
  },
});
