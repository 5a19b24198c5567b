import { createFileRoute, Link } from "@tanstack/react-router";
import { canManageUsers } from "../../../common/users/users.policy";
import { StudentAccessibilityScreen } from "../../features/accessibility/student-accessibility-screen";
import { useAuth } from "../../lib/auth-store";
import { RecordNotFound } from "../../features/errors";
import { access } from "../../lib/navigation";
import { loadRecordPage } from "../../lib/record-id";

export const Route = createFileRoute("/dashboard/students_/$studentId/accessibility")({
  staticData: { roles: access.studentAccessibility, title: "Accesibilidad" },
  loader: ({ context, params, route }) => loadRecordPage(params.studentId, { context, route }),
  notFoundComponent: RecordNotFound,
  component: StudentAccessibilityPage,
});

/** A teacher (for a student in their classes) or an admin sets how the student reads the platform. */
function StudentAccessibilityPage() {
  const { user } = useAuth();
  // Admins come from 'Usuarios', teachers from 'Mis Estudiantes'.
  const back = canManageUsers(user) ? <Link to="/dashboard/users">Volver a Usuarios</Link> : <Link to="/dashboard/students">Volver a Mis Estudiantes</Link>;
  return (
    <StudentAccessibilityScreen
      studentId={Number(Route.useParams().studentId)}
      intro="Estas preferencias se aplican cuando el estudiante entra en la plataforma, en cualquier dispositivo."
      back={back}
    />
  );
}
