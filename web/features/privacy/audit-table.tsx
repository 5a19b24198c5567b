import type { AuditEntryView } from "../../../common/audit/audit.schema";
import { roleLabels } from "../../../common/users/role-labels";
import { detailLabels, objectLabels, showTime, showValue, shownDetails } from "./audit-labels";
import "./privacy.css";

/** One page of the audit log as a table; on narrow screens each row stacks under its `data-label`s. */
export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-wrap" tabIndex={0} aria-label="Tabla del registro de actividad">
      <table className="data-table audit-table">
        <thead>
          <tr>
            <th scope="col">Fecha y hora</th>
            <th scope="col">Acción</th>
            <th scope="col">Quién</th>
            <th scope="col">Sobre</th>
            <th scope="col">Dirección</th>
            <th scope="col">Detalles</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td data-label="Fecha y hora">
                <time dateTime={entry.at}>{showTime(entry.at)}</time>
              </td>
              <th scope="row" data-label="Acción">
                {entry.actionLabel}
                {entry.count > 1 ? (
                  <>
                    <span aria-hidden="true"> ×{entry.count}</span>
                    <span className="visually-hidden"> ({entry.count} veces)</span>
                  </>
                ) : null}
              </th>
              <td data-label="Quién">
                <span>
                  {entry.actorName ?? (entry.actorId ? `Usuario eliminado (#${entry.actorId})` : "Sin sesión")}
                  {entry.actorRole ? <span className="muted"> · {roleLabels[entry.actorRole as keyof typeof roleLabels] ?? entry.actorRole}</span> : null}
                </span>
              </td>
              <td data-label="Sobre">
                {entry.objectType ? `${objectLabels[entry.objectType] ?? entry.objectType}${entry.objectId ? ` #${entry.objectId}` : ""}` : "—"}
              </td>
              <td data-label="Dirección">{entry.address ?? "—"}</td>
              <td data-label="Detalles">
                {shownDetails(entry.details).length === 0 ? (
                  "—"
                ) : (
                  <dl className="audit-details">
                    {shownDetails(entry.details).map(([key, value]) => (
                      <div key={key}>
                        <dt>{detailLabels[key] ?? key}</dt>
                        <dd>{showValue(value)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
