import { useState } from "react";
import { formatDate } from "../../../common/format";
import type { CorrectionRequest } from "../../../common/student-records/record-requests";
import { TextAreaField } from "../../components/ui/textarea-field";

export const requestStatusLabels = { pending: "Pendiente", accepted: "Aceptada", rejected: "Rechazada" } as const;

/** The family's correction requests for this child: the pending ones with an answer to write, accept or reject; the answered ones below. */
export function CorrectionRequests({ requests, busy, resolve }: { requests: CorrectionRequest[]; busy: boolean; resolve: (id: number, accept: boolean, resolution: string) => Promise<unknown> }) {
  if (requests.length === 0) return null;
  const pending = requests.filter((r) => r.status === "pending");
  const answered = requests.filter((r) => r.status !== "pending");
  return (
    <section className="card record-section" aria-labelledby="record-requests-title">
      <h2 id="record-requests-title" className="section-title">
        Solicitudes de corrección de la familia
      </h2>
      {pending.length > 0 ? <p>Aceptar no cambia la ficha: corrígela en el formulario, guárdala y marca la solicitud como aceptada.</p> : null}
      <ul className="item-list">
        {pending.map((r) => (
          <PendingRequest key={r.id} request={r} busy={busy} resolve={resolve} />
        ))}
        {answered.map((r) => (
          <li key={r.id}>
            <p>
              <strong>{requestStatusLabels[r.status]}</strong> · {formatDate(r.createdAt)} · {r.requestedBy ?? "Familia"}
            </p>
            <p>{r.message}</p>
            {r.resolution ? <p className="muted">Respuesta: {r.resolution}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PendingRequest({ request, busy, resolve }: { request: CorrectionRequest; busy: boolean; resolve: (id: number, accept: boolean, resolution: string) => Promise<unknown> }) {
  const [resolution, setResolution] = useState("");
  const [error, setError] = useState<string | undefined>();
  const answer = async (accept: boolean) => {
    if (!accept && resolution.trim() === "") return setError("Al rechazar, escribe a la familia por qué");
    setError(undefined);
    await resolve(request.id, accept, resolution).catch(() => undefined);
  };
  return (
    <li>
      <p>
        <strong>{requestStatusLabels.pending}</strong> · {formatDate(request.createdAt)} · {request.requestedBy ?? "Familia"}
      </p>
      <p>{request.message}</p>
      <TextAreaField label="Respuesta a la familia" value={resolution} error={error} maxLength={1000} onChange={(e) => setResolution(e.target.value)} />
      <div className="row-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => answer(true)}>
          Aceptar
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => answer(false)}>
          Rechazar
        </button>
      </div>
    </li>
  );
}
