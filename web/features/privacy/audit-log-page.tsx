import { History, Lock, X } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Field } from "../../components/ui/field";
import { Pager } from "../../components/ui/pager";
import { SelectField } from "../../components/ui/select-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { usePagedList } from "../../lib/use-paged-list";
import { SectionPage } from "../../components/ui/section-page";
import { roleLabels } from "../../../common/users/role-labels";
import { statusLabels } from "../../../common/users/status-labels";

const pageSize = 25;

const objectLabels: Record<string, string> = {
  user: "Usuario",
  student: "Estudiante",
  payment: "Pago",
  work_submission: "Trabajo",
  consent: "Consentimiento",
  integration: "Integración",
};

const detailLabels: Record<string, string> = {
  from: "Antes",
  to: "Después",
  status: "Estado",
  grade: "Nota",
  previousGrade: "Nota anterior",
  reason: "Motivo",
  email: "Correo escrito",
  firstAt: "Primer intento",
  userIds: "Cuentas intentadas (id)",
  emails: "Correos escritos (sin cuenta)",
  otherTargets: "Más cuentas o correos intentados",
  parentId: "Padre o madre (id)",
  role: "Rol",
  reassigned: "Registros reasignados",
  files: "Archivos",
  deletedRows: "Registros borrados",
  anonymisedRows: "Registros anonimizados",
  anonimizado: "Anonimizado",
  erasure: "Referencia",
  noticeVersion: "Versión del aviso",
  consentId: "Consentimiento (id)",
  consents: "Consentimientos retirados",
  integration: "Integración",
  mode: "Modo",
};

const valueLabels: Record<string, string> = {
  wrong_password: "Contraseña incorrecta",
  unknown_email: "Correo no registrado",
  account_blocked: "Cuenta no activa",
  account_pending: "Cuenta pendiente de aprobación",
  too_many_attempts: "Demasiados intentos",
  approved: "Aprobado",
  rejected: "Rechazado",
  APPROVED: "Aprobado",
  REJECTED: "Rechazado",
  NEEDS_REVISION: "Necesita revisión",
  ...statusLabels,
  whatsapp: "WhatsApp",
  google_classroom: "Google Classroom",
  demo: "Demostración",
  ...roleLabels,
};

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function showTime(iso: string): string {
  return new Date(iso).toLocaleString("es-CO", { dateStyle: "medium", timeStyle: "medium" });
}

function showValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (value === true) return "Sí";
  if (value === false) return "No";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(showValue).join(", ");
  const text = String(value);
  if (instant.test(text)) return showTime(text);
  return valueLabels[text] ?? text;
}

/** Details worth a line: the count is already in the action ("Inicio de sesión fallido ×37"), empty lists say nothing. */
function shownDetails(details: Record<string, unknown>): [string, unknown][] {
  return Object.entries(details).filter(([key, value]) => key !== "count" && !(Array.isArray(value) && value.length === 0));
}

/** The local day's first and last instant, so a date picked in Colombia means that day in Colombia. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${end ? "23:59:59.999" : "00:00:00.000"}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** 'Registro de actividad' (admin): the audit log, read-only, with filters and server-side paging. */
export function AuditLogPage() {
  const [action, setAction] = useState("");
  const [actor, setActor] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const deferredActor = useDeferredValue(actor.trim());
  const filters = { action: action || undefined, actor: deferredActor || undefined, from: dayBound(from, false), to: dayBound(to, true) };
  const paged = usePagedList({
    pageSize,
    filters,
    query: (paging) => trpc.audit.list.queryOptions({ ...filters, ...paging }),
    total: (data) => data.total,
  });
  const { query } = paged;
  const data = query.data;
  const filtering = Boolean(action || actor || from || to);

  return (
    <SectionPage title="Registro de actividad" intro="Quién hizo qué y cuándo: inicios de sesión, cambios de rol y de estado, revisiones, exportaciones y borrados.">
      <p className="muted audit-readonly">
        <Lock aria-hidden="true" /> Este registro solo se puede leer: nadie puede editar ni borrar sus entradas.
        {data ? ` Las entradas de más de ${data.retentionDays} días se borran solas.` : null}
      </p>
      <search className="card filters audit-filters" aria-label="Filtros del registro">
        <SelectField label="Acción" value={action} onChange={setAction} emptyLabel="Todas las acciones" options={data?.actions ?? []} />
        <Field label="Usuario" type="search" value={actor} onChange={(e) => setActor(e.target.value)} placeholder="Nombre o correo" />
        <Field label="Desde" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <Field label="Hasta" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        {filtering ? (
          <div className="audit-filters-clear">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setAction("");
                setActor("");
                setFrom("");
                setTo("");
              }}
            >
              <X aria-hidden="true" /> Limpiar filtros
            </button>
          </div>
        ) : null}
      </search>

      <section className="card" aria-labelledby="audit-title">
        <h2 id="audit-title">
          <History aria-hidden="true" /> Actividad
        </h2>
        {query.isError ? (
          <p role="alert" className="alert alert-error">
            {apiErrorInfo(query.error).message || "Error cargando el registro. Intenta nuevamente."}
          </p>
        ) : !data ? (
          <p role="status">Cargando...</p>
        ) : data.entries.length === 0 ? (
          <p className="empty-state">No hay actividad que coincida con los filtros.</p>
        ) : (
          <>
            <p className="muted" aria-live="polite">
              {data.total} {data.total === 1 ? "entrada" : "entradas"}
            </p>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
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
                  {data.entries.map((entry) => (
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
            <Pager label="Páginas del registro" page={paged.page} pages={paged.pages} onPageChange={paged.setPage} />
          </>
        )}
      </section>
    </SectionPage>
  );
}
