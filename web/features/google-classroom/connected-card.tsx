import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Plus, Unplug, X } from "lucide-react";
import { useState } from "react";
import type { ClassroomStatus } from "../../../common/google-classroom/google-classroom.schema";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { AssignmentForm } from "./assignment-form";
import { formatLongDate, formatTime } from "../../../common/format";
import "./google-classroom.css";

/** The expiry and connection in words: "23 de noviembre de 2026, 10:40 a. m." */
function longDateEs(iso: string): string {
  return `${formatLongDate(iso)}, ${formatTime(iso)}`;
}

/** A connected account: how long the access lasts, who connected it, a new task and disconnecting. */
export function Connected({ status }: { status: ClassroomStatus }) {
  const queryClient = useQueryClient();
  const [formOpen, setFormOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const disconnect = useMutation(
    trpc.googleClassroom.disconnect.mutationOptions({
      onSuccess: async (result) => {
        if (result.revokedAtGoogle) toast.success(result.message);
        else toast.warning(result.message);
        setConfirming(false);
        await queryClient.invalidateQueries({ queryKey: trpc.googleClassroom.pathKey() });
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo desconectar Google Classroom"),
    }),
  );

  return (
    <>
      <section className="card classroom-card" aria-labelledby="classroom-connected-title">
        <div className="classroom-heading">
          <h2 id="classroom-connected-title">Conectado a Google Classroom</h2>
          <span className="badge badge-approved">
            <CircleCheck aria-hidden="true" /> Activo
          </span>
        </div>
        <dl className="facts classroom-facts">
          {status.expiresAt ? (
            <>
              <dt>Acceso vigente hasta</dt>
              <dd>
                {longDateEs(status.expiresAt)}
                {status.renewsAutomatically ? " (se renueva automáticamente)" : ""}
              </dd>
            </>
          ) : null}
          {status.connectedBy ? (
            <>
              <dt>Conectado por</dt>
              <dd>{status.connectedBy}</dd>
            </>
          ) : null}
          {status.connectedAt ? (
            <>
              <dt>Desde</dt>
              <dd>{longDateEs(status.connectedAt)}</dd>
            </>
          ) : null}
        </dl>
        <div className="button-row">
          <button
            type="button"
            className="btn btn-primary"
            aria-expanded={formOpen}
            aria-controls="classroom-new-task"
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />} {formOpen ? "Cerrar formulario" : "Crear Nueva Tarea"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
            <Unplug aria-hidden="true" /> Desconectar
          </button>
        </div>
      </section>

      <div id="classroom-new-task">{formOpen ? <AssignmentForm onClose={() => setFormOpen(false)} /> : null}</div>

      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Desconectar Google Classroom?"
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-danger" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
              {disconnect.isPending ? "Desconectando..." : "Desconectar"}
            </button>
          </>
        }
      >
        <p>
          Tribu retirará su acceso en Google, olvidará la autorización guardada y no podrá crear tareas hasta que alguien
          vuelva a conectar. Las tareas ya creadas siguen en Google Classroom.
        </p>
      </Modal>
    </>
  );
}
