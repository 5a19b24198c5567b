import { Link } from "@tanstack/react-router";
import { Accessibility, KeyRound, Trash2 } from "lucide-react";
import type { Role, Tribe } from "../../../common/school";
import { displayPhone, type PublicUser } from "../../../common/users/users.schema";
import type { PendingEdit } from "./use-users";
import { allRoles, allTribes, editableStatuses } from "./user-options";
import { fullName } from "../../../common/users/names";
import { roleLabels } from "../../../common/users/role-labels";
import { statusLabels } from "../../../common/users/status-labels";

/**
 * One person in the admin table: phone, tribe, status, notes and hours are edited in place and kept
 * until 'Guardar cambios'; the role changes at once; the admin's own row cannot lose its role,
 * status or account.
 */
export function UserRow({
  user,
  change,
  self,
  roleBusy,
  onEdit,
  onChangeRole,
  onModules,
  onResetPassword,
  onDelete,
}: {
  user: PublicUser;
  change: PendingEdit | undefined;
  self: boolean;
  roleBusy: boolean;
  onEdit: (change: PendingEdit) => void;
  onChangeRole: (role: Role) => void;
  onModules: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
}) {
  const name = fullName(user);
  const status = change?.status ?? user.status;
  const tribe = change?.tribe !== undefined ? change.tribe : user.tribe;
  return (
    <tr className={change ? "is-dirty" : undefined}>
      <th scope="row">
        <button type="button" className="link-button" onClick={onModules}>
          {name}
        </button>
        {change ? <span className="people-tag">Sin guardar</span> : null}
      </th>
      <td className="cell-email">{user.email}</td>
      <td>
        <input
          aria-label={`Teléfono de ${name}`}
          className="cell-input cell-phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="Sin teléfono"
          value={change?.phone ?? displayPhone(user.phone)}
          onChange={(e) => onEdit({ phone: e.target.value })}
        />
      </td>
      <td>
        <select aria-label={`Rol de ${name}`} value={user.role} disabled={self || roleBusy} onChange={(e) => onChangeRole(e.target.value as Role)}>
          {allRoles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r] ?? r}
            </option>
          ))}
        </select>
      </td>
      <td>
        <select aria-label={`Tribu de ${name}`} value={tribe ?? ""} onChange={(e) => onEdit({ tribe: (e.target.value || null) as Tribe | null })}>
          <option value="">Sin tribu</option>
          {allTribes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </td>
      <td>
        <select aria-label={`Estado de ${name}`} value={status} disabled={self} onChange={(e) => onEdit({ status: e.target.value as PendingEdit["status"] })}>
          {status === "inactive" ? <option value="inactive">{statusLabels.inactive}</option> : null}
          {editableStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input aria-label={`Notas de ${name}`} className="cell-input cell-notes" value={change?.notes ?? user.notes ?? ""} onChange={(e) => onEdit({ notes: e.target.value })} />
      </td>
      <td>
        <input
          aria-label={`Horas de ${name}`}
          className="cell-input cell-number"
          type="number"
          min={0}
          step="0.5"
          value={change?.hours ?? user.hours}
          onChange={(e) => onEdit({ hours: Number(e.target.value) || 0 })}
        />
      </td>
      <td>
        <div className="row-actions">
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
            aria-label={self ? `No puedes eliminar tu propia cuenta` : `Eliminar a ${name}`}
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
