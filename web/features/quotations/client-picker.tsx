import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { Label } from "radix-ui";
import { useDeferredValue, useId, useState } from "react";
import { searchMaxRows, searchMinChars } from "../../../common/quotations/quotations.schema";
import type { Client } from "./quotation-types";
import { quotationQueries } from "./quotations-queries";
import { ResultsNote } from "./results-note";

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/** Clients come from the CRM: search from 2 characters, at most 10 rows; a typed name also works. */
export function ClientPicker({ client, onPick, onAddToCrm }: { client: Client; onPick: (client: Client) => void; onAddToCrm: () => void }) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(fold(search.trim()));
  const crm = useQuery(quotationQueries.crmClients());
  const searchId = useId();
  const active = deferred.length >= searchMinChars;
  const found = active
    ? (crm.data ?? []).filter((c) => fold(c.name).includes(deferred) || fold(c.contactPerson).includes(deferred) || fold(c.email).includes(deferred))
    : [];
  const shown = found.slice(0, searchMaxRows);

  return (
    <div className="quotation-picker">
      <p className="quotation-chosen" aria-live="polite">
        <strong>Cliente:</strong> {client.name ? `${client.name}${client.email ? ` (${client.email})` : ""}` : "ninguno seleccionado"}
      </p>
      <div className="field">
        <Label.Root htmlFor={searchId} className="field-label">
          Buscar cliente
        </Label.Root>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Empresa, contacto o correo (mínimo 2 letras)"
          autoComplete="off"
        />
      </div>
      {crm.isError ? <p className="muted">No se pudieron cargar los clientes del CRM; puedes escribir el nombre del cliente.</p> : null}
      {active ? (
        <>
          <ResultsNote shown={shown.length} total={found.length} />
          <ul className="quotation-results" aria-label="Clientes encontrados">
            {shown.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="btn btn-ghost quotation-result"
                  onClick={() => {
                    onPick({ name: c.name, email: c.email, ref: c.id });
                    setSearch("");
                  }}
                >
                  <span>{c.name}</span>
                  <span className="muted">{[c.contactPerson, c.email].filter(Boolean).join(" · ")}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="button-row compact">
        {search.trim() ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              onPick({ name: search.trim(), email: "", ref: "" });
              setSearch("");
            }}
          >
            Usar «{search.trim()}» como cliente
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onAddToCrm}>
          <UserPlus aria-hidden="true" /> Agregar a CRM
        </button>
      </div>
    </div>
  );
}
