import { type FormEvent, useEffect, useState } from "react";
import { simatJornadaCodes, simatJornadas } from "../../../common/student-records/simat-codes";
import type { SimatSettings } from "../../../common/enrolment-reports/simat-settings";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";

type Form = Omit<SimatSettings, "jornada"> & { jornada: string };
const formOf = (s: SimatSettings): Form => ({ ...s, jornada: s.jornada ?? "" });

/** The school's identity in SIMAT's directory, repeated on every row of the report (admins). */
export function SimatSettingsForm({ settings, fields, saving, onSave }: { settings: SimatSettings; fields: Record<string, string>; saving: boolean; onSave: (input: SimatSettings) => void }) {
  const [form, setForm] = useState<Form>(formOf(settings));
  useEffect(() => setForm(formOf(settings)), [settings]);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...form, jornada: form.jornada === "" ? null : (form.jornada as SimatSettings["jornada"]) });
  };
  return (
    <form className="card simat-settings" onSubmit={submit} aria-labelledby="simat-settings-title" noValidate>
      <h2 id="simat-settings-title">Datos de la escuela en SIMAT</h2>
      <p className="muted">Como están en el directorio de establecimientos de la Secretaría de Educación; se repiten en cada fila del reporte.</p>
      <Field label="Código DANE del establecimiento" inputMode="numeric" value={form.daneCode} onChange={(e) => set("daneCode")(e.target.value)} error={fields.daneCode} hint="12 dígitos" />
      <Field label="Código DANE de la sede" inputMode="numeric" value={form.sedeDaneCode} onChange={(e) => set("sedeDaneCode")(e.target.value)} error={fields.sedeDaneCode} hint="12 dígitos; el del establecimiento si tiene una sola sede" />
      <Field label="Consecutivo de la sede" inputMode="numeric" value={form.sedeConsecutive} onChange={(e) => set("sedeConsecutive")(e.target.value)} error={fields.sedeConsecutive} />
      <Field label="Código DANE del municipio" inputMode="numeric" value={form.municipalityCode} onChange={(e) => set("municipalityCode")(e.target.value)} error={fields.municipalityCode} hint="5 dígitos (DIVIPOLA), por ejemplo 05001 para Medellín" />
      <SelectField label="Jornada" value={form.jornada} onChange={set("jornada")} emptyLabel="Elige la jornada" options={simatJornadaCodes.map((code) => ({ value: code, label: `${code}: ${simatJornadas[code]}` }))} />
      {fields.jornada ? <p className="field-error">{fields.jornada}</p> : null}
      <SelectField label="Calendario" value={form.calendario} onChange={set("calendario")} options={[{ value: "A", label: "A" }, { value: "B", label: "B" }]} />
      <Field label="Grupo en SIMAT" value={form.group} onChange={(e) => set("group")(e.target.value)} error={fields.group} />
      <Field label="Metodología (código SIMAT)" inputMode="numeric" value={form.methodology} onChange={(e) => set("methodology")(e.target.value)} error={fields.methodology} hint="1: educación tradicional" />
      <button type="submit" className="btn btn-primary" disabled={saving}>
        Guardar datos de SIMAT
      </button>
    </form>
  );
}
