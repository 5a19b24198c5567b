import { performanceLabels } from "../../../common/report-cards/performance-scale";
import { navigationTribes } from "../../../common/school";
import { Field } from "../../components/ui/field";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { NumberField } from "../../components/ui/number-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useReportCardSettings } from "./use-report-card-settings";

const cutOffRule = { min: 0, max: 10, decimals: 1 };
const weightRule = { min: 0, max: 100, decimals: 2 };

const formId = "report-card-settings";

/** 'Ajustes de boletines' (admins): the scale's cut-offs, the director and their title, the PIAR line, the preschool tribes and dimensions, the periods' weights. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const s = useReportCardSettings(onClose);
  const form = s.form;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Ajustes de boletines"
      description="Se aplican a los boletines que aún no se publican; los publicados no cambian."
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={s.saving} onCancel={onClose}>
          {s.saving ? "Guardando..." : "Guardar ajustes"}
        </FormModalActions>
      }
    >
      {s.loading || !form ? <p role="status">Cargando ajustes...</p> : null}
      {form ? (
        <form
          id={formId}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            s.submit();
          }}
        >
          <fieldset className="fieldset">
            <legend className="field-label">Escala de desempeño: nota mínima de cada nivel (de 0 a 10)</legend>
            <div className="settings-scale">
              <NumberField label={performanceLabels.superior} rule={cutOffRule} value={form.superior} onChange={(superior) => s.change({ superior })} />
              <NumberField label={performanceLabels.alto} rule={cutOffRule} value={form.alto} onChange={(alto) => s.change({ alto })} />
              <NumberField label={performanceLabels.basico} rule={cutOffRule} value={form.basico} onChange={(basico) => s.change({ basico })} />
            </div>
            <p className="field-hint">Por debajo de Básico es {performanceLabels.bajo}.</p>
          </fieldset>
          <Field label="Nombre de quien firma como director(a)" hint="Si lo dejas vacío, firma quien publica." value={form.directorName} maxLength={120} onChange={(e) => s.change({ directorName: e.target.value })} />
          <Field label="Cargo de quien firma" hint="Así aparece bajo su firma en boletines e informes, por ejemplo Rector(a)." value={form.headTitle} maxLength={40} onChange={(e) => s.change({ headTitle: e.target.value })} />
          <fieldset className="fieldset">
            <legend className="field-label">Línea del PIAR en el boletín («evaluación con los ajustes razonables de su PIAR»)</legend>
            <label className="checkbox-row">
              <input type="checkbox" checked={form.piarLineOnCards} onChange={(e) => s.change({ piarLineOnCards: e.target.checked })} />
              Mostrarla en los boletines de la familia y de la escuela
            </label>
            <label className="checkbox-row">
              <input type="checkbox" checked={form.piarLineForOtherSchools} disabled={!form.piarLineOnCards} onChange={(e) => s.change({ piarLineForOtherSchools: e.target.checked })} />
              Mostrarla también en las copias para otra institución
            </label>
            <p className="field-hint">Dice que hay un PIAR, un dato sensible de salud (Ley 1581 de 2012): por defecto no va en las copias para otra institución.</p>
          </fieldset>
          <fieldset className="fieldset">
            <legend className="field-label">Tribus de preescolar (informe descriptivo por dimensiones, sin notas)</legend>
            {navigationTribes.map((tribe) => (
              <label key={tribe} className="checkbox-row">
                <input
                  type="checkbox"
                  checked={form.preschoolTribes.includes(tribe)}
                  onChange={(e) => s.change({ preschoolTribes: e.target.checked ? [...form.preschoolTribes, tribe] : form.preschoolTribes.filter((t) => t !== tribe) })}
                />
                {tribe}
              </label>
            ))}
          </fieldset>
          <TextAreaField label="Dimensiones del desarrollo (una por línea)" rows={7} value={form.dimensions} onChange={(e) => s.change({ dimensions: e.target.value })} />
          <fieldset className="fieldset">
            <legend className="field-label">Peso de cada periodo en el informe final (%)</legend>
            {s.periods.length === 0 ? <p className="muted">El calendario escolar de este año aún no tiene periodos.</p> : null}
            <div className="settings-scale">
              {s.periods.map((period) => (
                <NumberField
                  key={period.start}
                  label={period.name}
                  rule={weightRule}
                  value={form.weights[period.start] ?? ""}
                  onChange={(weight) => s.change({ weights: { ...form.weights, [period.start]: weight } })}
                />
              ))}
            </div>
            <p className="field-hint">Déjalos vacíos para que todos los periodos pesen igual; si los escribes, deben sumar 100.</p>
          </fieldset>
          {s.problem ? (
            <p role="alert" className="field-error">
              {s.problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </Modal>
  );
}
