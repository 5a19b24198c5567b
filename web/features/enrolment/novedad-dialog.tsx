import { useState } from "react";
import type { EnrolmentListItem } from "../../../common/enrolment/enrolment.schema";
import { nextStatuses } from "../../../common/enrolment/enrolment-transitions";
import { formatFullDate, schoolToday } from "../../../common/format";
import { enrolmentStatusLabel } from "../../../common/student-records/record-codes";
import { DateField } from "../../components/ui/date-field";
import { Field } from "../../components/ui/field";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import type { Enrolment, NovedadInput } from "./use-enrolment";

const formId = "enrolment-novedad-form";

/** 'Registrar novedad': the statuses the file may move to, the date, and the reason or the receiving school; its history below. */
export function NovedadDialog({ e, row }: { e: Enrolment; row: EnrolmentListItem }) {
  const options = nextStatuses(row.status);
  const [form, setForm] = useState<NovedadInput>({ status: options[0] ?? "", date: schoolToday(), reason: "", destinationSchool: "" });
  const change = (patch: Partial<NovedadInput>) => setForm({ ...form, ...patch });
  const name = `${row.firstNames ?? ""} ${row.lastNames ?? ""}`.trim();
  const events = e.history.data?.events ?? [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && e.close()}
      title={`Registrar novedad: ${name}`}
      description={`Estado actual: ${enrolmentStatusLabel(row.status, row.sex)}.`}
      footer={
        options.length > 0 ? (
          <FormModalActions formId={formId} busy={e.saving} onCancel={e.close}>
            {e.saving ? "Guardando..." : "Registrar novedad"}
          </FormModalActions>
        ) : undefined
      }
    >
      {options.length === 0 ? (
        <p>Este estudiante terminó sus estudios en la escuela: su ficha no tiene más novedades.</p>
      ) : (
        <form
          id={formId}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            e.submit(form);
          }}
        >
          <SelectField label="Nuevo estado" value={form.status} onChange={(status) => change({ status: status as NovedadInput["status"] })} options={options.map((s) => ({ value: s, label: enrolmentStatusLabel(s, row.sex) }))} />
          {e.fields.status ? (
            <p className="field-error" role="alert">
              {e.fields.status}
            </p>
          ) : null}
          <DateField label="Fecha de la novedad" value={form.date} max={schoolToday()} error={e.fields.date} onChange={(date) => change({ date })} />
          {form.status === "trasladado" ? (
            <Field label="Colegio al que se traslada" value={form.destinationSchool} maxLength={200} error={e.fields.destinationSchool} onChange={(ev) => change({ destinationSchool: ev.target.value })} />
          ) : null}
          <Field
            label={form.status === "retirado" ? "Motivo del retiro" : "Motivo o nota (opcional)"}
            value={form.reason}
            maxLength={500}
            error={e.fields.reason}
            onChange={(ev) => change({ reason: ev.target.value })}
          />
          {e.fields._ && !e.fields.status && !e.fields.date && !e.fields.reason && !e.fields.destinationSchool ? (
            <p className="field-error" role="alert">
              {e.fields._}
            </p>
          ) : null}
        </form>
      )}
      <section aria-labelledby="novedad-history-title" className="enrolment-history">
        <h3 id="novedad-history-title">Historial de novedades</h3>
        {e.history.isPending && row.studentId !== null ? <p className="muted">Cargando el historial…</p> : null}
        {e.history.data && events.length === 0 ? <p className="muted">Sin novedades registradas todavía.</p> : null}
        <ol>
          {[...events].reverse().map((ev) => (
            <li key={ev.id}>
              <strong>{enrolmentStatusLabel(ev.status, row.sex)}</strong> el {formatFullDate(ev.effectiveOn)}
              {ev.destinationSchool ? `, a ${ev.destinationSchool}` : ""}
              {ev.reason ? `: ${ev.reason}` : ""}
              <span className="muted"> (registró {ev.recordedBy ?? "una cuenta eliminada"})</span>
            </li>
          ))}
        </ol>
      </section>
    </Modal>
  );
}
