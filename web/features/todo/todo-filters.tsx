import { getRouteApi } from "@tanstack/react-router";
import { Label } from "radix-ui";
import { useId } from "react";
import { SelectField } from "../../components/ui/select-field";
import { useSearchBox } from "../../lib/use-search-box";
import { priorityOptions, statusOptions } from "./todo-labels";
import type { TodoSearch } from "./todo-queries";

const route = getRouteApi("/dashboard/todo");

/** Search, state and priority, kept in the URL so a reload or a shared link shows the same list. */
export function TodoFilters() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const searchId = useId();
  const filterBy = (change: TodoSearch) => navigate({ search: (current) => ({ ...current, ...change }), replace: true });
  const [search, setSearch] = useSearchBox(filters.search ?? "", (text) => filterBy({ search: text || undefined }));
  return (
    <search className="card filters">
      <div className="field">
        <Label.Root htmlFor={searchId} className="field-label">
          Buscar
        </Label.Root>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Título, responsable o etiqueta" />
      </div>
      <SelectField
        label="Estado"
        value={filters.status ?? ""}
        onChange={(value) => filterBy({ status: statusOptions.find((o) => o.value === value)?.value })}
        emptyLabel="Todos los estados"
        options={statusOptions}
      />
      <SelectField
        label="Prioridad"
        value={filters.priority ?? ""}
        onChange={(value) => filterBy({ priority: priorityOptions.find((o) => o.value === value)?.value })}
        emptyLabel="Todas las prioridades"
        options={priorityOptions}
      />
    </search>
  );
}
