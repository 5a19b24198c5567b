import { Link, useNavigate } from "@tanstack/react-router";
import { canManageClasses } from "../../../common/classes/classes.policy";
import { useAuth } from "../../lib/auth-store";
import { SectionPage } from "../../components/ui/section-page";
import { ClassDialog } from "./class-dialog";

/** /dashboard/create-class: the admin's add-class form; teachers are told who creates classes. */
export function CreateClassPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  if (!canManageClasses(user)) {
    return (
      <SectionPage title="Crear Clase">
        <p className="alert alert-info">Solo los administradores pueden crear clases y asignar profesores.</p>
        <Link to="/dashboard/classes" className="btn btn-secondary">
          Ver mis clases
        </Link>
      </SectionPage>
    );
  }
  return (
    <SectionPage title="Crear Clase">
      <Link to="/dashboard/classes" className="btn btn-secondary">
        Ver todas las clases
      </Link>
      <ClassDialog editing={null} onClose={() => navigate({ to: "/dashboard/classes" })} />
    </SectionPage>
  );
}
