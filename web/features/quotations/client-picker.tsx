import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { searchMaxRows, searchMinChars } from "../../../common/quotations/quotations.schema";
import { Field } from "../../components/ui/field";
import type { Client } from "./quotation-types";
import { quotationQueries } from "./quotations-queries";
import { PickerResults } from "./picker-results";
import "./quotations.css";

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/** Clients come from the CRM: search from 2 characters, at most 10 rows; a typed name also works. */
export function ClientPicker({ client, onPick, onAddToCrm }: { client: Client; onPick: (client: Client) => void; onAddToCrm: () => void }) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(fold(search.trim()));
  const crm = useQuery(quotationQueries.crmClients());
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
      <Field
        label="Buscar cliente"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Empresa, contacto o correo (mínimo 2 letras)"
        autoComplete="off"
      />
      {crm.isError ? <p className="muted">No se pudieron cargar los clientes del CRM; puedes escribir el nombre del cliente.</p> : null}
      {active ? (
        <PickerResults
          label="Clientes encontrados"
          items={shown}
          total={found.length}
          keyOf={(c) => c.id}
          onPick={(c) => {
            onPick({ name: c.name, email: c.email, ref: c.id });
            setSearch("");
          }}
          render={(c) => ({ title: c.name, details: [c.contactPerson, c.email].filter(Boolean).join(" · ") })}
        />
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
