import { getRouteApi } from "@tanstack/react-router";
import { crmStatuses, crmStatusLabels } from "../../../common/crm/crm.vocabulary";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { useSearchBox } from "../../lib/use-search-box";
import type { CrmSearch } from "./crm-queries";

const route = getRouteApi("/dashboard/crm");
const statusOptions = crmStatuses.map((status) => ({ value: status, label: crmStatusLabels[status] }));

/** Search (company, contact, email or phone) and status, kept in the URL. */
export function CrmFilters() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const filterBy = (change: CrmSearch) => navigate({ search: (current) => ({ ...current, ...change }), replace: true });
  const [search, setSearch] = useSearchBox(filters.search ?? "", (text) => filterBy({ search: text || undefined }));
  return (
    <search className="card filters">
      <Field label="Buscar" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Empresa, contacto, email o teléfono" />
      <SelectField
        label="Estado"
        value={filters.status ?? ""}
        onChange={(value) => filterBy({ status: crmStatuses.find((status) => status === value) })}
        emptyLabel="Todos los estados"
        options={statusOptions}
      />
    </search>
  );
}
