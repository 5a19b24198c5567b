import type { PublicUser } from "../../../common/users/users.schema";
import { roleLabel } from "../../lib/navigation";

/** The top card of 'Mi Perfil': the account's facts as they are saved now. */
export function ProfileFacts({ user, registeredOn }: { user: PublicUser; registeredOn: string }) {
  return (
    <div className="card">
      <div className="person-head">
        {user.avatar ? (
          <img src={user.avatar} alt="" width={64} height={64} className="initials" style={{ width: 64, height: 64, objectFit: "cover" }} />
        ) : null}
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
          <dd>{registeredOn}</dd>
        </dl>
      </div>
    </div>
  );
}
