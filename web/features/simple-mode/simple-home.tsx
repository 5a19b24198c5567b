import { Link } from "@tanstack/react-router";
import { Award, BookOpen, CalendarDays, LogOut, Upload, UsersRound } from "lucide-react";
import type { PublicUser } from "../../../common/users/users.schema";

/** At most six large actions, each with an icon and a word. */
export function SimpleHome({ user, onLogout }: { user: PublicUser; onLogout: () => void }) {
  const tribe = /^Tribu ([1-4])$/.exec(user.tribe ?? "")?.[1];
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">¡Hola, {user.firstName}!</h1>
      <ul className="simple-actions">
        <li>
          <Link to="/dashboard/mis-modulos" className="simple-action">
            <BookOpen aria-hidden="true" /> Mis módulos
          </Link>
        </li>
        <li>
          <Link to="/dashboard/mis-modulos" search={{ entregar: true }} className="simple-action">
            <Upload aria-hidden="true" /> Entregar mi trabajo
          </Link>
        </li>
        <li>
          <Link to="/dashboard/mi-dia" className="simple-action">
            <CalendarDays aria-hidden="true" /> Mi día
          </Link>
        </li>
        {tribe ? (
          <li>
            <Link to="/dashboard/$tribeSlug" params={{ tribeSlug: `tribu-${tribe}` }} className="simple-action">
              <UsersRound aria-hidden="true" /> Mi tribu
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/dashboard/mis-logros" className="simple-action">
            <Award aria-hidden="true" /> Mis logros
          </Link>
        </li>
        <li>
          <button type="button" className="simple-action" onClick={onLogout}>
            <LogOut aria-hidden="true" /> Salir
          </button>
        </li>
      </ul>
    </section>
  );
}
