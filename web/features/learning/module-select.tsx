import { Label } from "radix-ui";
import { useId, useState } from "react";
import { listModulesFields } from "../../../common/modules/modules.schema";
import { inputLimits } from "../../lib/form-rules";
import { modulePickerPageSize, useModuleList } from "./learning";

/**
 * A labelled native select of modules: the newest 100 (the server's largest page). When the school
 * has more, a note says so and a title search asks the server for the others. The chosen module
 * stays among the options while another search is shown.
 */
export function ModuleSelect({
  label,
  value,
  onChange,
  emptyLabel,
  current,
  id,
  enabled = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  emptyLabel: string;
  /** The module already chosen (e.g. of an item being edited), which may not be among the newest. */
  current?: { id: number; title: string } | null;
  id?: string;
  enabled?: boolean;
}) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const searchId = `${selectId}-search`;
  const noteId = `${selectId}-note`;
  const list = useModuleList({}, { pageSize: modulePickerPageSize, enabled });
  const [picked, setPicked] = useState<{ id: number; title: string } | null>(current ?? null);
  const options = list.modules.map((m) => ({ id: m.id, title: m.title }));
  const chosen = picked && String(picked.id) === value ? picked : current && String(current.id) === value ? current : null;
  if (chosen && !options.some((o) => o.id === chosen.id)) options.unshift(chosen);
  const more = list.total > list.modules.length;
  // Once the school has shown it has more than one page, the search stays (clearing it must not hide it).
  const [hasMore, setHasMore] = useState(false);
  if (more && !hasMore) setHasMore(true);
  const showSearch = hasMore || more || list.search !== "";

  return (
    <>
      <div className="field">
        <Label.Root htmlFor={selectId} className="field-label">
          {label}
        </Label.Root>
        <select
          id={selectId}
          value={value}
          aria-describedby={showSearch ? noteId : undefined}
          onChange={(e) => {
            const next = options.find((o) => String(o.id) === e.target.value) ?? null;
            setPicked(next);
            onChange(e.target.value);
          }}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
        {showSearch ? (
          <p id={noteId} className="field-hint" aria-live="polite">
            {list.query.isSuccess && list.total === 0
              ? "Ningún módulo coincide con la búsqueda."
              : more
                ? `Se muestran ${list.modules.length} de ${list.total} módulos, los más recientes. Busca por título para encontrar otro.`
                : `Se muestran los ${list.total} módulos que coinciden con la búsqueda.`}
          </p>
        ) : null}
      </div>
      {showSearch ? (
        <div className="field">
          <Label.Root htmlFor={searchId} className="field-label">
            Buscar por título
          </Label.Root>
          <input id={searchId} type="search" value={list.search} onChange={(e) => list.setSearch(e.target.value)} {...inputLimits(listModulesFields.shape.search)} />
        </div>
      ) : null}
    </>
  );
}
