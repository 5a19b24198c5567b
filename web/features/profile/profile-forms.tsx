import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { hasAccountSettings } from "../../../common/users/users.policy";
import { displayPhone, type PublicUser } from "../../../common/users/users.schema";
import { Field } from "../../components/ui/field";
import { useAuth } from "../../lib/auth-store";
import { roleLabel } from "../../lib/navigation";
import { passwordMessages, passwordProblem } from "../../../common/auth/password-policy";
import { PasswordField } from "../../components/ui/password-field";
import { passwordRulesReady } from "../../lib/password-rules";
import { SectionPage } from "../../components/ui/section-page";
import { formatDate } from "../../../common/format";
import { ProfileFacts } from "./profile-facts";
import { requiredErrors, useProfileUpdate } from "./use-profile-update";
import { isAdmin } from "../../../common/school.policy";
import { ChildGradesSetting } from "./child-grades-setting";

/** 'Configuración' (admin, parent): personal data and password change; for an admin, the children's grades (issue 37). */
export function SettingsScreen() {
  const { user } = useAuth();
  if (!user) return null;
  return <SettingsForm user={user} />;
}

function SettingsForm({ user }: { user: PublicUser }) {
  const [form, setForm] = useState({ firstName: user.firstName, lastName: user.lastName, email: user.email });
  const [phone, setPhone] = useState(displayPhone(user.phone));
  const [passwords, setPasswords] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const clearPasswords = () => setPasswords({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const { mutation, error, setError, fields, setFields } = useProfileUpdate((message) => message, clearPasswords);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = requiredErrors(form);
    if (passwords.newPassword) {
      // The password rule of issue 19 (8+ characters, not a common one), as the server checks it.
      await passwordRulesReady();
      const problem = passwordProblem(passwords.newPassword);
      if (problem) errors.newPassword = problem;
    }
    if (passwords.newPassword && passwords.newPassword !== passwords.confirmPassword) {
      errors.confirmPassword = passwordMessages.mismatch;
    }
    if (Object.keys(errors).length > 0) {
      setFields(errors);
      setError(errors.confirmPassword ?? errors.newPassword ?? null);
      return; // nothing is sent
    }
    setFields({});
    setError(null);
    const changesEmail = form.email.trim().toLowerCase() !== user.email;
    mutation.mutate({
      id: user.id,
      ...form,
      phone: phone.trim() || null,
      // The current password goes with a new password or a new email (the server asks for it then).
      ...(passwords.newPassword || changesEmail ? { currentPassword: passwords.currentPassword } : {}),
      ...(passwords.newPassword ? { newPassword: passwords.newPassword } : {}),
    });
  }

  return (
    <SectionPage title="Configuración">
      <form onSubmit={submit} noValidate className="form card narrow" aria-label="Configuración del perfil">
        {error ? (
          <div role="alert" className="alert alert-error">
            {error}
          </div>
        ) : null}
        <h2 className="section-title">Datos personales</h2>
        <Field label="Nombre" autoComplete="given-name" value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} error={fields.firstName} required />
        <Field label="Apellido" autoComplete="family-name" value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} error={fields.lastName} required />
        <Field label="Correo Electrónico" type="email" autoComplete="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} error={fields.email} required />
        <Field
          label="Teléfono (WhatsApp)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+57 300 123 4567"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={fields.phone}
          hint="Un celular de Colombia (300 123 4567) o con + y el indicativo de otro país. El colegio lo usa para escribirte por WhatsApp; déjalo vacío si no quieres mensajes."
        />
        <h2 className="section-title">Cambiar contraseña</h2>
        <p className="muted">Déjalo vacío si no quieres cambiarla. Para cambiar el correo, escribe también tu contraseña actual.</p>
        <PasswordField
          label="Contraseña actual"
          autoComplete="current-password"
          value={passwords.currentPassword}
          onChange={(e) => setPasswords({ ...passwords, currentPassword: e.target.value })}
          error={fields.currentPassword}
        />
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          value={passwords.newPassword}
          onChange={(e) => setPasswords({ ...passwords, newPassword: e.target.value })}
          error={fields.newPassword}
          strength={{ userInputs: [form.firstName, form.lastName, form.email] }}
        />
        <PasswordField
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          value={passwords.confirmPassword}
          onChange={(e) => setPasswords({ ...passwords, confirmPassword: e.target.value })}
          error={fields.confirmPassword}
        />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? "Guardando..." : "Guardar cambios"}
        </button>
      </form>
      {isAdmin(user) ? <ChildGradesSetting /> : null}
    </SectionPage>
  );
}

/** 'Mi Perfil' (every role): the facts, and avatar URL and names editable; role read-only. */
export function ProfileScreen() {
  const { user } = useAuth();
  if (!user) return null;
  return <ProfileForm user={user} />;
}

function ProfileForm({ user }: { user: PublicUser }) {
  const [form, setForm] = useState({ avatar: user.avatar ?? "", firstName: user.firstName, lastName: user.lastName, email: user.email });
  const [currentPassword, setCurrentPassword] = useState("");
  const { mutation, error, setError, fields, setFields } = useProfileUpdate(() => "¡Perfil actualizado!", () => setCurrentPassword(""));
  const changesEmail = form.email.trim().toLowerCase() !== user.email;
  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = requiredErrors(form);
    if (Object.keys(errors).length > 0) {
      setFields(errors);
      return;
    }
    setError(null);
    mutation.mutate({ id: user.id, ...form, avatar: form.avatar.trim() || null, ...(changesEmail ? { currentPassword } : {}) });
  }
  return (
    <SectionPage title="Mi Perfil">
      <ProfileFacts user={user} registeredOn={formatDate(user.createdAt)} />
      {hasAccountSettings(user) ? (
        <p>
          <Link to="/dashboard/settings" className="btn btn-secondary">
            Configuración de la cuenta (teléfono y contraseña)
          </Link>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="form card narrow" aria-label="Editar perfil">
        <h2 className="section-title">Editar perfil</h2>
        {error ? (
          <div role="alert" className="alert alert-error">
            {error}
          </div>
        ) : null}
        <Field
          label="URL del avatar"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.avatar}
          onChange={(e) => setForm({ ...form, avatar: e.target.value })}
          error={fields.avatar}
        />
        <Field label="Nombre" autoComplete="given-name" value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} error={fields.firstName} required />
        <Field label="Apellido" autoComplete="family-name" value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} error={fields.lastName} required />
        <Field label="Correo Electrónico" type="email" autoComplete="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} error={fields.email} required />
        {changesEmail ? (
          <PasswordField
            label="Contraseña actual"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            error={fields.currentPassword}
            hint="Para cambiar el correo, escribe tu contraseña actual. Se cerrarán tus otras sesiones."
          />
        ) : null}
        <Field label="Rol" value={roleLabel[user.role] ?? user.role} readOnly hint="El rol solo lo cambia la administración." />
        <Field label="Fecha de registro" value={formatDate(user.createdAt)} readOnly />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? "Guardando..." : "Guardar perfil"}
        </button>
      </form>
    </SectionPage>
  );
}
