import { useAuth } from "../../lib/auth-store";
import { roleLabel } from "../../lib/navigation";
import { SectionPage } from "../layout/section-page";

const dateFormat = new Intl.DateTimeFormat("es-CO", { dateStyle: "long" });

export function ProfileSummary() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <SectionPage title="Mi Perfil">
      <div className="card">
        <dl className="facts">
          <dt>Nombre</dt>
          <dd>{user.firstName}</dd>
          <dt>Apellido</dt>
          <dd>{user.lastName}</dd>
          <dt>Correo Electrónico</dt>
          <dd>{user.email}</dd>
          <dt>Rol</dt>
          <dd>{roleLabel[user.role] ?? user.role}</dd>
          {user.tribe ? (
            <>
              <dt>Tribu</dt>
              <dd>{user.tribe}</dd>
            </>
          ) : null}
          <dt>Fecha de registro</dt>
          <dd>{dateFormat.format(new Date(user.createdAt))}</dd>
        </dl>
      </div>
    </SectionPage>
  );
}
