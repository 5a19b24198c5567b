import { ArrowDownWideNarrow, ArrowUpNarrowWide, X } from "lucide-react";
import { useId } from "react";
import { useSearchBox } from "../../lib/use-search-box";
import type { UserList } from "./use-users";
import { allRoles } from "./user-options";
import { roleLabels } from "../../../common/users/role-labels";
import { statusLabels } from "../../../common/users/status-labels";
import { userStatuses } from "../../../common/school";
import { sortLabels, useSchoolTribes } from "./users-queries";
import { defaultUserSort } from "../../../common/users/user-sort";
import "./users.css";

/** Search, tribe (the school's real ones), role (admins) and order of a people list; everything goes to the URL. */
export function UserFilters({ list, showRole }: { list: UserList; showRole: boolean }) {
  const id = useId();
  const { filters, filterBy } = list;
  const [search, setSearch] = useSearchBox(filters.search ?? "", (text) => filterBy({ search: text || undefined }));
  const direction = filters.direction ?? defaultUserSort.direction;
  // The school's real tribes (those with people in the caller's list), and the one in the URL.
  const schoolTribes = useSchoolTribes();
  const tribeChoices = filters.tribe && filters.tribe !== "none" && !schoolTribes.includes(filters.tribe) ? [...schoolTribes, filters.tribe] : schoolTribes;
  return (
    <search className="people-filters card" aria-label="Filtrar usuarios">
      <div className="field people-filters-search">
        <label className="field-label" htmlFor={`${id}-search`}>
          Buscar
        </label>
        <input id={`${id}-search`} type="search" placeholder="Nombre, apellido o correo" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-tribe`}>
          Tribu
        </label>
        <select
          id={`${id}-tribe`}
          value={filters.tribe ?? ""}
          onChange={(e) => filterBy({ tribe: [...tribeChoices, "none" as const].find((t) => t === e.target.value) })}
        >
          <option value="">Todas las tribus</option>
          {tribeChoices.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
          <option value="none">Sin tribu</option>
        </select>
      </div>
      {showRole ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-role`}>
            Rol
          </label>
          <select id={`${id}-role`} value={filters.role ?? ""} onChange={(e) => filterBy({ role: allRoles.find((r) => r === e.target.value) })}>
            <option value="">Todos los roles</option>
            {allRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r] ?? r}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {showRole ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-status`}>
            Estado
          </label>
          <select id={`${id}-status`} value={filters.status ?? ""} onChange={(e) => filterBy({ status: userStatuses.find((s) => s === e.target.value) })}>
            <option value="">Todos los estados</option>
            {userStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s] ?? s}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field people-filters-sort">
        <label className="field-label" htmlFor={`${id}-sort`}>
          Ordenar por
        </label>
        <div className="field-control">
          <select id={`${id}-sort`} value={filters.sort ?? defaultUserSort.sort} onChange={(e) => filterBy({ sort: e.target.value as keyof typeof sortLabels })}>
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => filterBy({ direction: direction === "asc" ? "desc" : "asc" })}
            title="Cambiar la dirección del orden"
          >
            {direction === "asc" ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
            <span>{direction === "asc" ? "Ascendente" : "Descendente"}</span>
          </button>
        </div>
      </div>
      <div className="people-filters-clear">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setSearch("");
            list.clear();
          }}
        >
          <X aria-hidden="true" />
          Limpiar
        </button>
      </div>
    </search>
  );
}
