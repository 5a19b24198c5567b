import { Link } from "@tanstack/react-router";
import type { PublicUser } from "../../../server/domains/users/users.schema";
import { menuFor } from "../../lib/navigation";
import { menuIcons } from "../layout/menu-icons";

const intros: Record<string, { title: string; text: string }> = {
  admin: { title: "Panel de Administración", text: "Gestiona usuarios, familias, pagos y contenidos de la escuela." },
  teacher: { title: "Panel del Profesor", text: "Sigue a tus estudiantes, revisa sus trabajos y prepara módulos." },
  student: { title: "Mi Panel", text: "Aquí encuentras tus módulos, tu tribu y tus trabajos." },
  parent: { title: "Panel de Familia", text: "Sigue el progreso de tus hijos y sube las fichas de pago." },
};

/** The dashboard index: a greeting and large, labelled shortcuts to what this role can open. */
export function DashboardHome({ user }: { user: PublicUser }) {
  const intro = intros[user.role] ?? { title: "Panel de Control", text: "" };
  const shortcuts = menuFor(user.role, user.tribe).filter((entry) => entry.to !== "/dashboard");
  return (
    <section className="section-page" aria-labelledby="page-title">
      <p className="eyebrow">{intro.title}</p>
      <h1 id="page-title">¡Hola, {user.firstName}!</h1>
      <p className="lead">{intro.text}</p>
      <ul className="shortcut-grid" aria-label="Accesos rápidos">
        {shortcuts.map((entry) => {
          const Icon = menuIcons[entry.icon] ?? menuIcons.folder;
          return (
            <li key={entry.to}>
              <Link to={entry.to} className="card shortcut">
                {Icon ? <Icon aria-hidden="true" /> : null}
                <span>{entry.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
