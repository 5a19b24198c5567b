import { getRouteApi } from "@tanstack/react-router";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { useSearchBox } from "../../lib/use-search-box";
import { priorityOptions, statusOptions } from "./todo-labels";
import type { TodoSearch } from "./todo-queries";

const route = getRouteApi("/dashboard/todo");

/** Search, state and priority, kept in the URL so a reload or a shared link shows the same list. */
export function TodoFilters() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const filterBy = (change: TodoSearch) => navigate({ search: (current) => ({ ...current, ...change }), replace: true });
  const [search, setSearch] = useSearchBox(filters.search ?? "", (text) => filterBy({ search: text || undefined }));
  return (
    <search className="card filters">
      <Field label="Buscar" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Título, responsable o etiqueta" />
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
