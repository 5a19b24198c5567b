import { Search } from "lucide-react";
import { navigationTribes } from "../../../common/school";
import "./learning.css";

/** 'Buscar módulos': the search box of the module lists (the server searches title and description). */
export function ModuleSearchField({ id, placeholder, value, onChange }: { id: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field search-field">
      <label htmlFor={id} className="field-label">
        Buscar módulos
      </label>
      <div className="field-control with-icon">
        <Search aria-hidden="true" />
        <input id={id} type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
    </div>
  );
}

/** 'Tribu' with 'Todas las tribus' first; the empty value means every tribe. */
export function TribeFilter({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Tribu
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Todas las tribus</option>
        {navigationTribes.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
