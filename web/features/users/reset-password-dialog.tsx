import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { PublicUser } from "../../../common/users/users.schema";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { passwordMessages, passwordProblem } from "../../../common/auth/password-policy";
import { PasswordField } from "../../components/ui/password-field";
import { passwordRulesReady } from "../../lib/password-rules";
import { fullName } from "../../../common/users/names";

/**
 * An admin sets a new password for someone who lost theirs (issue 19). The server ends every
 * session of that user at once, so a stolen session stops working too.
 */
export function ResetPasswordDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setPassword("");
    setConfirm("");
    setErrors({});
    onClose();
  };
  const reset = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: () => {
        toast.success(`Contraseña restablecida. ${user ? fullName(user) : ""} debe iniciar sesión con la nueva.`);
        close();
      },
      onError: (err) => {
        const info = apiErrorInfo(err);
        setErrors(info.fields.newPassword ? { newPassword: info.fields.newPassword } : { form: info.message });
      },
    }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    await passwordRulesReady();
    const problem = passwordProblem(password);
    if (problem) {
      setErrors({ newPassword: problem });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: passwordMessages.mismatch });
      return;
    }
    setErrors({});
    reset.mutate({ id: user.id, newPassword: password });
  }

  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => (open ? null : close())}
      title="Restablecer contraseña"
      size="sm"
      description={user ? `Nueva contraseña para ${fullName(user)} (${user.email}). Se cerrarán todas sus sesiones.` : undefined}
    >
      <form onSubmit={submit} noValidate className="form">
        {errors.form ? (
          <div role="alert" className="alert alert-error">
            {errors.form}
          </div>
        ) : null}
        <PasswordField label="Nueva contraseña" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.newPassword} strength={{ userInputs: [user?.firstName ?? "", user?.lastName ?? "", user?.email ?? ""] }} />
        <PasswordField label="Confirmar nueva contraseña" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
        <div className="modal-footer">
          <button type="button" className="btn btn-secondary" onClick={close}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={reset.isPending}>
            {reset.isPending ? "Guardando..." : "Restablecer"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
