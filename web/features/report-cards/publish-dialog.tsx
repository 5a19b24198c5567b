import { useState } from "react";
import { formatLongDate } from "../../../common/format";
import { describeMissing } from "../../../common/report-cards/card-completeness";
import type { TribePeriodInput } from "../../../common/report-cards/report-card.schema";
import { Modal } from "../../components/ui/modal";
import { apiErrorInfo } from "../../lib/api-errors";
import { usePublication } from "./use-publication";

type Props = {
  tribe: TribePeriodInput["tribe"];
  period: string;
  onPublish: (input: { studentIds: number[]; beforePeriodEnd: boolean }) => Promise<unknown>;
  onClose: () => void;
};

/**
 * "Publicar boletines de la tribu" asks first (issue 35): which cards are ready (chosen by default),
 * which are incomplete and what each subject lacks (they stay unpublished), which have not changed
 * since their last publication, and, before the period's last day, that it has not ended yet.
 */
export function PublishDialog({ tribe, period, onPublish, onClose }: Props) {
  const p = usePublication(tribe, period);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const data = p.preview.data;
  async function publish() {
    if (!p.input) return;
    setBusy(true);
    setProblem(null);
    try {
      await onPublish(p.input);
      onClose();
    } catch (error) {
      setProblem(apiErrorInfo(error).message || "No se pudieron publicar los boletines");
    } finally {
      setBusy(false);
    }
  }
  const count = p.chosen.length;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Publicar boletines de ${tribe}`}
      description="Las familias reciben un aviso por cada boletín publicado. Un boletín publicado no cambia: una corrección sale como versión nueva."
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void publish()} disabled={busy || p.input === null}>
            {busy ? "Publicando..." : count === 1 ? "Publicar 1 boletín" : `Publicar ${count} boletines`}
          </button>
        </>
      }
    >
      {p.preview.isPending ? <p role="status">Revisando los boletines...</p> : null}
      {p.preview.isError ? <p role="alert" className="field-error">{apiErrorInfo(p.preview.error).message || "No se pudieron revisar los boletines."}</p> : null}
      {data && !p.periodEnded ? (
        <div className="alert alert-warning publish-early">
          <p>
            El {data.period.name.toLocaleLowerCase("es")} aún no ha terminado: termina el {formatLongDate(data.period.end)}. Publicar ahora envía a las familias el boletín antes del cierre del periodo.
          </p>
          <label className="checkbox-row">
            <input type="checkbox" checked={p.early} onChange={(e) => p.setEarly(e.target.checked)} />
            Sí, publicar antes de que termine el periodo
          </label>
        </div>
      ) : null}
      {data ? (
        <>
          <fieldset className="fieldset">
            <legend className="field-label">Completos, listos para publicar ({p.ready.length})</legend>
            {p.ready.length === 0 ? <p className="muted">Ningún boletín completo tiene algo nuevo que publicar.</p> : null}
            {p.ready.map((s) => (
              <label key={s.id} className="checkbox-row">
                <input type="checkbox" checked={p.isChosen(s.id)} onChange={(e) => p.toggle(s.id, e.target.checked)} />
                {s.name} <span className="muted">{s.state === "new" ? "(primera publicación)" : `(cambios desde la versión ${s.version})`}</span>
              </label>
            ))}
          </fieldset>
          {p.incomplete.length > 0 ? (
            <section aria-labelledby="publish-incomplete-title">
              <h3 id="publish-incomplete-title" className="field-label">
                Incompletos: no se publican hasta que estén completos ({p.incomplete.length})
              </h3>
              <ul className="publish-incomplete">
                {p.incomplete.map((s) => (
                  <li key={s.id}>
                    <strong>{s.name}</strong>: falta {s.missing.length ? describeMissing(s.missing) : "las materias de la tribu"}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {p.unchanged.length > 0 ? (
            <p className="muted">Sin cambios desde su última publicación: {p.unchanged.map((s) => s.name).join(", ")}.</p>
          ) : null}
        </>
      ) : null}
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}
