import { X } from "lucide-react";
import { Field } from "../../components/ui/field";
import { type SelectOption, SelectField } from "../../components/ui/select-field";
import type { AuditFilterForm } from "./use-audit-log";
import { isIsoDay } from "../../../common/dates";
import { DateField } from "../../components/ui/date-field";
import "./privacy.css";

/** The audit log's filters: action, who, and a range of days; 'Limpiar filtros' once any is set. */
export function AuditFilters({
  form,
  actions,
  filtering,
  onChange,
  onClear,
}: {
  form: AuditFilterForm;
  actions: readonly SelectOption[];
  filtering: boolean;
  onChange: (patch: Partial<AuditFilterForm>) => void;
  onClear: () => void;
}) {
  return (
    <search className="card filters audit-filters" aria-label="Filtros del registro">
      <SelectField label="Acción" value={form.action} onChange={(action) => onChange({ action })} emptyLabel="Todas las acciones" options={actions} />
      <Field label="Usuario" type="search" value={form.actor} onChange={(e) => onChange({ actor: e.target.value })} placeholder="Nombre o correo" />
      <DateField label="Desde" value={form.from} onChange={(from) => (from === "" || isIsoDay(from)) && onChange({ from })} />
      <DateField label="Hasta" value={form.to} onChange={(to) => (to === "" || isIsoDay(to)) && onChange({ to })} />
      {filtering ? (
        <div className="audit-filters-clear">
          <button type="button" className="btn btn-ghost" onClick={onClear}>
            <X aria-hidden="true" /> Limpiar filtros
          </button>
        </div>
      ) : null}
    </search>
  );
}
