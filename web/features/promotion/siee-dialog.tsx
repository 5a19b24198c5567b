import { levelShort, supportCaps } from "../../../common/promotion/promotion.schema";
import { DateField } from "../../components/ui/date-field";
import { Field } from "../../components/ui/field";
import { FormModal } from "../../components/ui/form-modal";
import { NumberField } from "../../components/ui/number-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import type { SieeForm } from "./use-siee";

const texts = [
  ["criteria", "Criterios de evaluación"],
  ["promotionCriteria", "Criterios de promoción"],
  ["supportActivities", "Actividades de apoyo para desempeños bajos"],
  ["complaints", "Instancias y procedimiento de reclamación"],
  ["earlyPromotion", "Criterios de promoción anticipada"],
  ["commission", "Composición de la comisión de evaluación y promoción"],
] as const;

type Props = { form: SieeForm; fields: Record<string, string>; saving: boolean; change: (patch: Partial<SieeForm>) => void; submit: () => void; close: () => void };

/** 'Adoptar una nueva versión del SIEE' (admins): starts from the version in force; the scale is the report cards' of today. */
export function SieeDialog({ form, fields, saving, change, submit, close }: Props) {
  return (
    <FormModal
      title="Adoptar una nueva versión del SIEE"
      description="Al adoptarla queda vigente y ya no se puede cambiar. La escala y las notas de corte se copian de los ajustes de boletines de hoy."
      size="lg"
      busy={saving}
      submitLabel="Adoptar versión"
      busyLabel="Adoptando..."
      onSubmit={() => submit()}
      close={close}
    >
      {texts.map(([key, label]) => (
        <TextAreaField key={key} label={label} rows={4} value={form[key]} error={fields[key]} onChange={(e) => change({ [key]: e.target.value })} />
      ))}
      <NumberField
        label="Inasistencia máxima sin excusa (%)"
        hint="Por encima de este porcentaje de los días con registro, la comisión puede decidir no promover. Por ejemplo 25 o 12,5."
        rule={{ min: 0, max: 100, decimals: 1 }}
        value={form.maxUnexcusedAbsencePercent}
        error={fields.maxUnexcusedAbsencePercent}
        onChange={(maxUnexcusedAbsencePercent) => change({ maxUnexcusedAbsencePercent })}
      />
      <SelectField
        label="Desempeño máximo tras una actividad de apoyo superada"
        value={form.supportMaxLevel}
        onChange={(value) => change({ supportMaxLevel: value as SieeForm["supportMaxLevel"] })}
        options={supportCaps.map((level) => ({ value: level, label: levelShort[level] }))}
      />
      <DateField label="Fecha de adopción" value={form.adoptedOn} error={fields.adoptedOn} onChange={(adoptedOn) => change({ adoptedOn })} />
      <Field label="Acta del consejo directivo (opcional)" value={form.councilActa} maxLength={120} error={fields.councilActa} onChange={(e) => change({ councilActa: e.target.value })} />
      {fields._ ? (
        <p role="alert" className="field-error">
          {fields._}
        </p>
      ) : null}
    </FormModal>
  );
}
