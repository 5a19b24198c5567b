import { useState } from "react";
import { schoolToday } from "../../../common/format";
import { levelShort, type SupportActivity, type SupportCap, supportCaps, supportResultLabels, supportResults } from "../../../common/promotion/promotion.schema";
import type { PerformanceLevel } from "../../../common/report-cards/performance-scale";
import { DateField } from "../../components/ui/date-field";
import { Field } from "../../components/ui/field";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import type { Fields } from "./use-support-activities";

const formId = "support-result-form";
type Input = { result: "passed" | "not_passed"; levelAfter: PerformanceLevel | null; resultOn: string; note: string; correctionReason: string };
type Props = { activity: SupportActivity; studentName: string; cap: SupportCap; fields: Fields; saving: boolean; submit: (input: Input) => void; close: () => void };

/** 'Registrar resultado': superada (a level above Bajo, at most the SIEE's cap) or no superada (stays Bajo). */
export function ResultDialog({ activity, studentName, cap, fields, saving, submit, close }: Props) {
  const correcting = activity.result !== null;
  const levels = supportCaps.slice(0, supportCaps.indexOf(cap) + 1);
  const [form, setForm] = useState<Input>({ result: "passed", levelAfter: "basico", resultOn: schoolToday(), note: "", correctionReason: "" });
  const change = (patch: Partial<Input>) => setForm({ ...form, ...patch });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={`${correcting ? "Corregir" : "Registrar"} resultado: ${activity.subjectName}, ${studentName}`}
      description={correcting ? "El resultado anterior queda guardado en el registro de auditoría." : "Desempeño antes de la actividad: Bajo."}
      footer={
        <FormModalActions formId={formId} busy={saving} onCancel={close}>
          {saving ? "Guardando..." : "Guardar resultado"}
        </FormModalActions>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit({ ...form, levelAfter: form.result === "passed" ? form.levelAfter : null });
        }}
      >
        <SelectField label="Resultado" value={form.result} onChange={(value) => change({ result: value as Input["result"] })} options={supportResults.map((r) => ({ value: r, label: supportResultLabels[r] }))} />
        {form.result === "passed" ? (
          <SelectField label="Desempeño después de la actividad" value={form.levelAfter ?? ""} onChange={(value) => change({ levelAfter: value as PerformanceLevel })} options={levels.map((l) => ({ value: l, label: levelShort[l] }))} />
        ) : (
          <p className="muted">El desempeño sigue siendo Bajo.</p>
        )}
        {fields.levelAfter ? <p className="field-error" role="alert">{fields.levelAfter}</p> : null}
        <DateField label="Fecha del resultado" value={form.resultOn} error={fields.resultOn} onChange={(resultOn) => change({ resultOn })} />
        <TextAreaField label="Nota (opcional)" value={form.note} error={fields.note} onChange={(e) => change({ note: e.target.value })} />
        {correcting ? <Field label="Motivo de la corrección" value={form.correctionReason} maxLength={500} error={fields.correctionReason} onChange={(e) => change({ correctionReason: e.target.value })} /> : null}
        {fields._ && !fields.correctionReason && !fields.levelAfter && !fields.resultOn ? <p role="alert" className="field-error">{fields._}</p> : null}
      </form>
    </Modal>
  );
}
