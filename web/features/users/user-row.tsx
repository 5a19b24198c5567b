import { Link } from "@tanstack/react-router";
import { Accessibility, IdCard, KeyRound, Pencil, Trash2 } from "lucide-react";
import { fullName } from "../../../common/users/names";
import { shownEmail } from "../../../common/users/placeholder-email";
import { roleLabels } from "../../../common/users/role-labels";
import { statusLabels } from "../../../common/users/status-labels";
import type { PublicUser } from "../../../common/users/users.schema";
import type { PendingEdit } from "./use-users";
import "./users.css";

/**
 * One person in the admin table, read-only (issue 34): name and email, role, tribe and status;
 * 'Editar' opens the dialog where these, the hours, phone and notes change. A person with unsaved
 * edits says so. On a phone the row is a card (styles: .users-table), each value under its column's name.
 */
export function UserRow({
  user,
  change,
  self,
  onEdit,
  onModules,
  onResetPassword,
  onDelete,
}: {
  user: PublicUser;
  change: PendingEdit | undefined;
  self: boolean;
  onEdit: () => void;
  onModules: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
}) {
  const name = fullName(user);
  return (
    <tr className={change ? "is-dirty" : undefined}>
      <th scope="row" data-label="Nombre">
        <button type="button" className="link-button" onClick={onModules}>
          {name}
        </button>
        {change ? <span className="people-tag">Sin guardar</span> : null}
        <span className="users-email">{shownEmail(user.email)}</span>
      </th>
      <td data-label="Rol">{roleLabels[user.role] ?? user.role}</td>
      <td data-label="Tribu" className={user.tribe ? undefined : "users-muted"}>
        {user.tribe ?? "Sin tribu"}
      </td>
      <td data-label="Estado">{statusLabels[user.status] ?? user.status}</td>
      <td data-label="Acciones">
        <div className="row-actions users-actions">
          <button type="button" className="btn btn-primary" aria-label={`Editar a ${name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            <span>Editar</span>
          </button>
          {user.role === "student" ? (
            <Link
              to="/dashboard/students/$studentId/accessibility"
              params={{ studentId: String(user.id) }}
              className="btn btn-secondary"
              aria-label={`Accesibilidad y lectura de ${name}`}
            >
              <Accessibility aria-hidden="true" />
              <span>Accesibilidad</span>
            </Link>
          ) : null}
          {user.role === "student" ? (
            <Link to="/dashboard/matricula/$studentId" params={{ studentId: String(user.id) }} className="btn btn-secondary" aria-label={`Ficha de matrícula de ${name}`}>
              <IdCard aria-hidden="true" />
              <span>Ficha</span>
            </Link>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary"
            disabled={self}
            title={self ? "Cambia tu propia contraseña en Configuración" : undefined}
            aria-label={self ? "Cambia tu propia contraseña en Configuración" : `Restablecer la contraseña de ${name}`}
            onClick={onResetPassword}
          >
            <KeyRound aria-hidden="true" />
            <span>Contraseña</span>
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={self}
            title={self ? "No puedes eliminar tu propia cuenta" : undefined}
            aria-label={self ? "No puedes eliminar tu propia cuenta" : `Eliminar a ${name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            <span>Eliminar</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
