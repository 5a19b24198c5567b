import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { createUserInput, requiredFieldsMessage } from "../../../common/users/users.schema";
import { Field } from "../../components/ui/field";
import { NumberField } from "../../components/ui/number-field";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages } from "../../lib/form-rules";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { PasswordField } from "../../components/ui/password-field";
import { passwordRulesReady } from "../../lib/password-rules";
import { allRoles, allTribes } from "./user-options";
import { roleLabels } from "../../../common/users/role-labels";
import { statusLabels } from "../../../common/users/status-labels";

const empty = { email: "", password: "", firstName: "", lastName: "", role: "student", status: "active", tribe: "", notes: "", hours: "0" };

/** 'Crear Usuario' (POST /api/users/admin/create): defaults role student, status active, hours 0. */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: async (user) => {
        toast.success("Usuario creado correctamente", `${user.firstName} ${user.lastName}`);
        await refreshAfter(queryClient, "users");
        setForm(empty);
        onOpenChange(false);
      },
      onError: (err) => {
        const info = apiErrorInfo(err);
        setFields(info.fields);
        setError(info.status === 409 ? info.message : `Error creando usuario: ${info.message}`);
      },
    }),
  );
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!form.email.trim() || !form.password || !form.firstName.trim() || !form.lastName.trim()) {
      setError(requiredFieldsMessage);
      return;
    }
    // The password rule of issue 19 (8+ characters, not a common one), as the server checks it.
    await passwordRulesReady();
    const parsed = createUserInput.safeParse({ ...form, tribe: form.tribe || null, hours: form.hours === "" ? 0 : form.hours });
    if (!parsed.success) {
      setFields(fieldMessages(parsed.error));
      return;
    }
    setFields({});
    create.mutate(parsed.data);
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Crear Usuario" size="lg">
      <form onSubmit={submit} noValidate className="form" aria-label="Crear Usuario">
        {error ? (
          <div role="alert" className="alert alert-error">
            {error}
          </div>
        ) : null}
        <div className="form-row">
          <Field label="Nombre" value={form.firstName} onChange={set("firstName")} error={fields.firstName} required />
          <Field label="Apellido" value={form.lastName} onChange={set("lastName")} error={fields.lastName} required />
        </div>
        <div className="form-row">
          <Field label="Correo Electrónico" type="email" autoComplete="off" value={form.email} onChange={set("email")} error={fields.email} required />
          <PasswordField
            label="Contraseña"
            autoComplete="new-password"
            value={form.password}
            onChange={set("password")}
            error={fields.password}
            required
            strength={{ userInputs: [form.firstName, form.lastName, form.email] }}
          />
        </div>
        <div className="form-row">
          <div className="field">
            <label className="field-label" htmlFor="new-user-role">
              Rol
            </label>
            <select id="new-user-role" value={form.role} onChange={set("role")}>
              {allRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role] ?? role}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="new-user-status">
              Estado
            </label>
            <select id="new-user-status" value={form.status} onChange={set("status")}>
              {Object.entries(statusLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="new-user-tribe">
              Tribu
            </label>
            <select id="new-user-tribe" value={form.tribe} onChange={set("tribe")}>
              <option value="">Sin tribu</option>
              {allTribes.map((tribe) => (
                <option key={tribe} value={tribe}>
                  {tribe}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="form-row">
          <Field label="Notas" value={form.notes} onChange={set("notes")} error={fields.notes} />
          <NumberField label="Horas" rule={{ min: 0, max: 100_000, decimals: 2 }} value={form.hours} onChange={(hours) => setForm({ ...form, hours })} error={fields.hours} />
        </div>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? "Creando..." : "Crear Usuario"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
