import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { FormEvent } from "react";
import type { Role, Tribe } from "../../../common/school";
import { numberFieldText } from "../../../common/numbers";
import { fullName } from "../../../common/users/names";
import { roleLabels } from "../../../common/users/role-labels";
import { statusLabels } from "../../../common/users/status-labels";
import { type StudentSex, studentSexLabels, studentSexes } from "../../../common/users/student-sex";
import { displayPhone, type PublicUser } from "../../../common/users/users.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { NumberField } from "../../components/ui/number-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { trpc } from "../../lib/trpc";
import { type PendingEdit, pendingHours } from "./use-users";
import { allRoles, editableStatuses } from "./user-options";
import "./users.css";

const sexLabel = "Sexo (como en el documento de identidad)";
const unrecordedSex = "Sin registrar";

type EditFormProps = {
  user: PublicUser;
  change: PendingEdit | undefined;
  self: boolean;
  tribes: readonly Tribe[];
  saving: boolean;
  onChange: (change: PendingEdit) => void;
  onDiscard: () => void;
  onSave: () => void;
  onClose: () => void;
};

/**
 * 'Editar' of one person in Usuarios: role, status, tribe, phone, notes, hours and, for a student,
 * the sex of the identity document (the student's file). What is typed stays as that person's
 * unsaved edit when the dialog closes (the row says 'Sin guardar'), until 'Guardar' or 'Descartar'.
 */
export function UserEditDialog({ user, ...form }: Omit<EditFormProps, "user"> & { user: PublicUser | null }) {
  return (
    <Modal open={user !== null} onOpenChange={(open) => (open ? null : form.onClose())} title={user ? `Editar a ${fullName(user)}` : "Editar usuario"} description={user?.email} size="md">
      {user ? <EditForm user={user} {...form} /> : null}
    </Modal>
  );
}

function EditForm({ user, change, self, tribes, saving, onChange, onDiscard, onSave, onClose }: EditFormProps) {
  const student = user.role === "student";
  const file = useQuery({ ...trpc.users.studentFile.queryOptions({ id: user.id }), enabled: student });
  const tribe = change?.tribe !== undefined ? change.tribe : user.tribe;
  const tribeChoices = [...new Set([...tribes, ...(tribe ? [tribe as Tribe] : [])])];
  const sex = change?.sex !== undefined ? change.sex : (file.data?.sex ?? null);
  const hours = pendingHours(change);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hours.ok) onSave();
  };
  return (
      <form id="user-edit-form" className="form user-edit-form" onSubmit={submit} noValidate>
        <div className="user-edit-grid">
          <SelectField
            label="Rol"
            value={change?.role ?? user.role}
            onChange={(value) => onChange({ role: value === user.role ? undefined : (value as Role) })}
            options={allRoles.map((r) => ({ value: r, label: roleLabels[r] ?? r }))}
            disabled={self}
          />
          <SelectField
            label="Estado"
            value={change?.status ?? user.status}
            onChange={(value) => onChange({ status: value as PendingEdit["status"] })}
            options={[...(user.status === "inactive" ? ["inactive" as const] : []), ...editableStatuses].map((s) => ({ value: s, label: statusLabels[s] ?? s }))}
            disabled={self}
          />
          <SelectField
            label="Tribu"
            value={tribe ?? ""}
            onChange={(value) => onChange({ tribe: (value || null) as Tribe | null })}
            options={tribeChoices.map((t) => ({ value: t, label: t }))}
            emptyLabel="Sin tribu"
          />
          <NumberField
            label="Horas"
            value={change?.hours ?? numberFieldText(user.hours)}
            onChange={(text) => onChange({ hours: text })}
            rule={{ min: 0, max: 100_000, decimals: 2, required: true }}
            error={hours.ok ? undefined : hours.message}
          />
          <Field
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="Sin teléfono"
            value={change?.phone ?? displayPhone(user.phone)}
            onChange={(e) => onChange({ phone: e.target.value })}
          />
        </div>
        {student ? (
          <SelectField
            label={sexLabel}
            value={sex ?? ""}
            onChange={(value) => onChange({ sex: (value || null) as StudentSex | null })}
            options={studentSexes.map((s) => ({ value: s, label: studentSexLabels[s] }))}
            emptyLabel={unrecordedSex}
            disabled={file.isPending}
          />
        ) : null}
        <TextAreaField label="Notas" value={change?.notes ?? user.notes ?? ""} onChange={(e) => onChange({ notes: e.target.value })} />
        {student ? (
          <p>
            {/* Issue 36: the whole file (documents, grade, guardians) has its own page. */}
            <Link to="/dashboard/matricula/$studentId" params={{ studentId: String(user.id) }} className="btn btn-secondary">
              Ficha de matrícula
            </Link>
          </p>
        ) : null}
        <div className="modal-footer">
          {change ? (
            <button type="button" className="btn btn-ghost" onClick={onDiscard} disabled={saving}>
              Descartar cambios
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Volver a la lista
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving || !change}>
            {saving ? "Guardando..." : "Guardar"}
          </button>
        </div>
      </form>
  );
}
