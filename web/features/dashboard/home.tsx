import type { PublicUser } from "../../../common/users/users.schema";
import { AdminDashboard } from "./admin-dashboard";
import { ParentDashboard } from "./parent-dashboard";
import { StudentDashboard } from "./student-dashboard";
import { TeacherDashboard } from "./teacher-dashboard";

/** The dashboard index: the home view chosen by role, each loaded in one call. */
export function DashboardHome({ user }: { user: PublicUser }) {
  switch (user.role) {
    case "student":
      return <StudentDashboard />;
    case "teacher":
      return <TeacherDashboard />;
    case "admin":
      return <AdminDashboard />;
    case "parent":
      return <ParentDashboard />;
    default:
      return (
        <section className="section-page" aria-labelledby="page-title">
          <h1 id="page-title">¡Hola, {user.firstName}!</h1>
          <p className="lead">Tu cuenta aún no tiene un panel asignado. Contacta a la administración de la escuela.</p>
        </section>
      );
  }
}
