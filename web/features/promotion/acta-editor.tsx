import type { Commission } from "../../../common/promotion/promotion.schema";
import { DateField } from "../../components/ui/date-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { DecisionRow } from "./decision-row";
import { MembersEditor } from "./members-editor";
import type { useCommission } from "./use-commission";

type Props = { c: ReturnType<typeof useCommission>; data: Commission; onClose: () => void; canClose: boolean };

/** The open acta as the admin writes it: the meeting's date, the members, each student's decision, notes. */
export function ActaEditor({ c, data, onClose, canClose }: Props) {
  const form = c.form;
  return (
    <form
      className="form acta-editor"
      noValidate
      aria-labelledby="acta-editor-title"
      onSubmit={(event) => {
        event.preventDefault();
        c.save();
      }}
    >
      <h2 id="acta-editor-title" className="section-title">
        Acta de {data.tribe}, {data.year}
        {data.acta ? ` · versión ${data.acta.version} (abierta)` : " (nueva)"}
      </h2>
      <DateField label="Fecha de la reunión" value={form.metOn} error={c.fields.metOn} onChange={(metOn) => c.change({ metOn })} />
      <MembersEditor members={form.members} onChange={(members) => c.change({ members })} fields={c.fields} />
      {data.students.length === 0 ? <p className="muted">La tribu no tiene estudiantes activos.</p> : null}
      <ul className="promotion-students">
        {data.students.map((student) => (
          <DecisionRow
            key={student.id}
            student={student}
            rule={data.maxUnexcusedAbsencePercent}
            preschool={data.preschool}
            value={form.decisions[student.id] ?? { decision: "", reason: "" }}
            onChange={(value) => c.change({ decisions: { ...form.decisions, [student.id]: value } })}
            error={(key) => c.decisionError(student.id, key)}
          />
        ))}
      </ul>
      <TextAreaField label="Observaciones" rows={4} value={form.notes} error={c.fields.notes} onChange={(e) => c.change({ notes: e.target.value })} />
      {c.fields._ ? (
        <p role="alert" className="field-error">
          {c.fields._}
        </p>
      ) : null}
      <div className="acta-actions">
        <button type="submit" className="btn btn-primary" disabled={c.busy}>
          {c.busy ? "Guardando..." : "Guardar acta"}
        </button>
        {canClose ? (
          <button type="button" className="btn btn-secondary" disabled={c.busy} onClick={onClose}>
            Firmar acta
          </button>
        ) : null}
      </div>
    </form>
  );
}
