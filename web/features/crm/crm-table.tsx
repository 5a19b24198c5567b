import { formatPhone } from "../../../common/phone";
import { Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import type { CrmClient, CrmStatus } from "../../../common/crm/crm.schema";
import { crmStatuses, crmStatusLabels } from "../../../common/crm/crm.vocabulary";
import { formatCop, formatCrmDate } from "../../../common/crm/crm-format";
import { statusIcons } from "./crm-status";
import { formatCount } from "../../../common/format";
import "./crm.css";

/** Stays focusable while saving (a disabled control would drop keyboard focus); changes wait for the write. */
function StatusSelect({ client, busy, disabled, onChange }: { client: CrmClient; busy: boolean; disabled: boolean; onChange: (status: CrmStatus) => void }) {
  const Icon = statusIcons[client.status];
  const id = useId();
  return (
    <span className={`crm-status crm-status-${client.status}`}>
      <Icon aria-hidden="true" />
      <label htmlFor={id} className="visually-hidden">
        Estado de {client.name}
      </label>
      <select id={id} value={client.status} disabled={disabled} aria-busy={busy} onChange={(e) => onChange(e.target.value as CrmStatus)}>
        {crmStatuses.map((status) => (
          <option key={status} value={status}>
            {crmStatusLabels[status]}
          </option>
        ))}
      </select>
      {busy ? <span className="crm-busy">Guardando...</span> : null}
    </span>
  );
}

/** The clients: company (opens the details), contact, status, revenue and projects, last contact, actions. */
export function CrmTable({
  clients,
  readOnly,
  busyRows,
  onView,
  onStatus,
  onEdit,
  onDelete,
}: {
  clients: CrmClient[];
  readOnly: boolean;
  busyRows: ReadonlySet<number>;
  onView: (client: CrmClient) => void;
  onStatus: (client: CrmClient, status: CrmStatus) => void;
  onEdit: (client: CrmClient) => void;
  onDelete: (client: CrmClient) => void;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-wrap crm-table-wrap" aria-label="Clientes" tabIndex={0}>
      <table className="data-table crm-table">
        <thead>
          <tr>
            <th scope="col">Empresa</th>
            <th scope="col">Contacto</th>
            <th scope="col">Estado</th>
            <th scope="col">Ingresos y proyectos</th>
            <th scope="col">Último contacto</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.id} data-testid="crm-row">
              <th scope="row">
                <button type="button" className="link-button" onClick={() => onView(client)}>
                  <span className="visually-hidden">Ver detalles de </span>
                  {client.name}
                </button>
              </th>
              <td>
                {client.contactPerson || <span className="muted">Sin contacto</span>}
                {client.email ? <span className="crm-sub">{client.email}</span> : null}
                {client.phone ? <span className="crm-sub">{formatPhone(client.phone)}</span> : null}
              </td>
              <td>
                <StatusSelect client={client} busy={busyRows.has(client.rowIndex)} disabled={readOnly} onChange={(status) => onStatus(client, status)} />
              </td>
              <td>
                <span className="crm-money">{formatCop(client.totalRevenue)}</span>
                <span className="crm-sub">{formatCount(client.totalProjects, "proyecto", "proyectos")}</span>
              </td>
              <td>{formatCrmDate(client.lastContact) || <span className="muted">—</span>}</td>
              <td>
                <div className="button-row compact">
                  <button type="button" className="btn btn-secondary" onClick={() => onEdit(client)} disabled={readOnly}>
                    <Pencil aria-hidden="true" /> Editar <span className="visually-hidden">{client.name}</span>
                  </button>
                  <button type="button" className="btn btn-danger" onClick={() => onDelete(client)} disabled={readOnly}>
                    <Trash2 aria-hidden="true" /> Eliminar <span className="visually-hidden">{client.name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
