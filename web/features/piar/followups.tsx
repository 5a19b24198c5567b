import { useId, useState } from "react";
import { formatDate } from "../../../common/format";
import type { Piar } from "../../../common/piar/piar.schema";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { apiErrorInfo } from "../../lib/api-errors";

type Period = { name: string; start: string; end: string };
type Props = {
  piar: Piar;
  periods: readonly Period[];
  currentPeriod: string | null;
  calendarLoading: boolean;
  onWrite: (period: string, text: string) => Promise<Piar>;
};

/** A period's name from the school calendar, or the day it starts when it is of another year. */
export const periodName = (periods: readonly Period[], start: string) => periods.find((p) => p.start === start)?.name ?? `Periodo que inicia el ${formatDate(start)}`;

/** Section 7: each period's follow-up, newest first, and the form that writes (or rewrites) one. */
export function Followups({ piar, periods, currentPeriod, calendarLoading, onWrite }: Props) {
  const titleId = useId();
  const [period, setPeriod] = useState(currentPeriod ?? "");
  const chosen = period || currentPeriod || "";
  const written = (start: string) => piar.followups.find((f) => f.period === start)?.text ?? "";
  const [text, setText] = useState(() => written(chosen));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit() {
    setSaving(true);
    try {
      await onWrite(chosen, text);
      setError(undefined);
    } catch (failure) {
      const info = apiErrorInfo(failure);
      setError(info.fields.text ?? info.fields.period ?? (info.message || "No se pudo guardar el seguimiento"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card piar-followups" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Seguimiento por periodo
      </h3>
      {piar.followups.length === 0 ? <p className="muted">Este PIAR todavía no tiene seguimientos.</p> : null}
      <ul className="item-list">
        {piar.followups.map((f) => (
          <li key={f.period} className="piar-followup">
            <p>
              <strong>{periodName(periods, f.period)}</strong>
            </p>
            <p className="preserve-lines">{f.text}</p>
            <p className="muted">
              Escrito el {formatDate(f.writtenAt)}
              {f.writtenBy ? ` por ${f.writtenBy}` : ""}
            </p>
          </li>
        ))}
      </ul>
      {periods.length === 0 ? (
        <p className="muted">{calendarLoading ? "Cargando periodos..." : "El calendario escolar de este año aún no tiene periodos: la escuela los agrega en Calendario escolar."}</p>
      ) : (
        <form
          className="form piar-followup-form"
          aria-label="Escribir seguimiento"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SelectField
            label="Periodo"
            value={chosen}
            onChange={(value) => {
              setPeriod(value);
              setText(written(value));
            }}
            options={periods.map((p) => ({ value: p.start, label: p.name }))}
          />
          <TextAreaField label="Seguimiento del periodo" rows={4} maxLength={3000} value={text} onChange={(e) => setText(e.target.value)} error={error} />
          <div className="button-row">
            <button type="submit" className="btn btn-primary" disabled={saving || !chosen}>
              {saving ? "Guardando..." : "Guardar seguimiento"}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
