import { useState } from "react";
import { DateField } from "../../components/ui/date-field";
import { FormModal } from "../../components/ui/form-modal";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import type { Creating, Fields } from "./use-support-activities";

type Input = { subject: string; plan: string; startsOn: string; endsOn: string };
type Props = { creating: Creating; subjects: { subject: string; name: string }[]; fields: Fields; saving: boolean; submit: (input: Input) => void; close: () => void };

/** 'Nueva actividad de apoyo': for a subject with Bajo, the plan and its dates (Decreto 1290 de 2009, art. 4 and 11). */
export function ActivityDialog({ creating, subjects, fields, saving, submit, close }: Props) {
  const [form, setForm] = useState<Input>({ subject: creating.subject, plan: "", startsOn: "", endsOn: "" });
  const change = (patch: Partial<Input>) => setForm({ ...form, ...patch });
  return (
    <FormModal
      title={`Nueva actividad de apoyo de ${creating.studentName}`}
      description="Para una materia con desempeño Bajo: el plan, la fecha de inicio y la de fin."
      busy={saving}
      submitLabel="Crear actividad"
      busyLabel="Guardando..."
      onSubmit={() => submit(form)}
      close={close}
    >
      <SelectField label="Materia" value={form.subject} onChange={(subject) => change({ subject })} options={subjects.map((s) => ({ value: s.subject, label: s.name }))} emptyLabel="Elige una materia" />
      {fields.subject ? <p className="field-error" role="alert">{fields.subject}</p> : null}
      <TextAreaField label="Plan de la actividad" rows={4} value={form.plan} error={fields.plan} onChange={(e) => change({ plan: e.target.value })} />
      <DateField label="Fecha de inicio" value={form.startsOn} error={fields.startsOn} onChange={(startsOn) => change({ startsOn })} />
      <DateField label="Fecha de fin" value={form.endsOn} error={fields.endsOn} onChange={(endsOn) => change({ endsOn })} />
      {fields._ && !fields.plan && !fields.startsOn && !fields.endsOn && !fields.subject ? <p role="alert" className="field-error">{fields._}</p> : null}
    </FormModal>
  );
}
