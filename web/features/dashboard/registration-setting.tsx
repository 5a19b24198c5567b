import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import "./dashboard.css";

/**
 * 'Registro abierto' (issue 19), on the admin's dashboard: whether anyone may create a student
 * account from the register page, said in words beside its switch (issue 34). Open by default, as
 * the spec. Changing it asks first, in a dialog that gives focus back to the switch.
 */
export function RegistrationSetting() {
  const settings = useQuery(trpc.settings.get.queryOptions());
  const [confirming, setConfirming] = useState(false);
  const meaningId = useId();
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async (result) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), result.settings);
        await queryClient.invalidateQueries({ queryKey: trpc.setup.info.queryKey() });
        toast.success(result.settings.registrationOpen ? "Registro abierto" : "Registro cerrado", result.message);
        setConfirming(false);
      },
      onError: (err) => setError(apiErrorInfo(err).message),
    }),
  );
  if (!settings.data) return null;
  const open = settings.data.registrationOpen;
  const ask = (value: boolean) => {
    setError(null);
    setConfirming(value);
  };

  return (
    <section className="card registration-setting" aria-labelledby="registration-setting-title">
      <h2 id="registration-setting-title" className="section-title">
        <UserPlus aria-hidden="true" /> Registro de estudiantes
      </h2>
      <button type="button" role="switch" aria-checked={open} aria-describedby={meaningId} className="registration-switch" onClick={() => ask(true)}>
        <span className="registration-switch-track" aria-hidden="true" />
        <span>Registro abierto</span>
      </button>
      <p id={meaningId}>
        {open ? (
          <>
            <strong>Registro abierto:</strong> cualquiera puede crear una cuenta de estudiante desde la página de inicio. Las cuentas nuevas no ven módulos hasta que las ubiques en una tribu.
          </>
        ) : (
          <>
            <strong>Registro cerrado:</strong> nadie puede crear una cuenta desde la página de inicio; allí se muestran el teléfono y el correo de la escuela. Tú creas las cuentas en Usuarios.
          </>
        )}
      </p>
      <Modal
        open={confirming}
        onOpenChange={ask}
        title={open ? "¿Cerrar el registro?" : "¿Abrir el registro?"}
        size="sm"
        description={
          open
            ? "Nadie podrá crear una cuenta de estudiante desde la página de registro. Las cuentas que ya existen siguen igual."
            : "Cualquier persona podrá crear una cuenta de estudiante desde la página de registro."
        }
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => ask(false)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-primary" disabled={update.isPending} onClick={() => update.mutate({ registrationOpen: !open })}>
              {update.isPending ? "Guardando..." : open ? "Cerrar el registro" : "Abrir el registro"}
            </button>
          </>
        }
      >
        {error ? (
          <div role="alert" className="alert alert-error">
            {error}
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
