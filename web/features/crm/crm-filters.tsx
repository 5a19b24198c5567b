import { getRouteApi } from "@tanstack/react-router";
import { Label } from "radix-ui";
import { useId } from "react";
import { crmStatuses, crmStatusLabels } from "../../../common/crm/crm.vocabulary";
import { SelectField } from "../../components/ui/select-field";
import { useSearchBox } from "../../lib/use-search-box";
import type { CrmSearch } from "./crm-queries";

const route = getRouteApi("/dashboard/crm");
const statusOptions = crmStatuses.map((status) => ({ value: status, label: crmStatusLabels[status] }));

/** Search (company, contact, email or phone) and status, kept in the URL. */
export function CrmFilters() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const searchId = useId();
  const filterBy = (change: CrmSearch) => navigate({ search: (current) => ({ ...current, ...change }), replace: true });
  const [search, setSearch] = useSearchBox(filters.search ?? "", (text) => filterBy({ search: text || undefined }));
  return (
    <search className="card filters">
      <div className="field">
        <Label.Root htmlFor={searchId} className="field-label">
          Buscar
        </Label.Root>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Empresa, contacto, email o teléfono" />
      </div>
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
