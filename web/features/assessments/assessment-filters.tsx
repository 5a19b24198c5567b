import type { SelectOption } from "../../components/ui/select-field";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { useSearchBox } from "../../lib/use-search-box";
import type { AssessmentsSearch } from "./assessments-queries";

/** Search (title or module) and module, kept in the URL. */
export function AssessmentFilters({
  filters,
  modules,
  onFilter,
}: {
  filters: AssessmentsSearch;
  modules: SelectOption[];
  onFilter: (change: AssessmentsSearch) => void;
}) {
  const [search, setSearch] = useSearchBox(filters.search ?? "", (text) => onFilter({ search: text || undefined }));
  return (
    <search className="card filters">
      <Field label="Buscar" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Título o módulo" />
      <SelectField
        label="Módulo"
        value={filters.module ? String(filters.module) : ""}
        onChange={(value) => onFilter({ module: value ? Number(value) : undefined })}
        emptyLabel="Todos los módulos"
        options={modules}
      />
    </search>
  );
}
