import { History, Lock } from "lucide-react";
import { Pager } from "../../components/ui/pager";
import { apiErrorInfo } from "../../lib/api-errors";
import { SectionPage } from "../../components/ui/section-page";
import { AuditFilters } from "./audit-filters";
import { AuditTable } from "./audit-table";
import { useAuditLog } from "./use-audit-log";
import { formatCount, formatNumber } from "../../../common/format";
import "./privacy.css";

/** 'Registro de actividad' (admin): the audit log, read-only, with filters and server-side paging. */
export function AuditLogPage() {
  const { form, change, clear, filtering, paged } = useAuditLog();
  const { query } = paged;
  const data = query.data;

  return (
    <SectionPage title="Registro de actividad" intro="Quién hizo qué y cuándo: inicios de sesión, cambios de rol y de estado, revisiones, exportaciones y borrados.">
      <p className="muted audit-readonly">
        <Lock aria-hidden="true" /> Este registro solo se puede leer: nadie puede editar ni borrar sus entradas.
        {data ? ` Las entradas de más de ${data.retentionDays} días se borran solas.` : null}
      </p>
      <AuditFilters form={form} actions={data?.actions ?? []} filtering={filtering} onChange={change} onClear={clear} />

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
              {data.totalCapped ? `Más de ${formatNumber(data.total)} entradas` : formatCount(data.total, "entrada", "entradas")}
            </p>
            <AuditTable entries={data.entries} />
            <Pager label="Páginas del registro" page={paged.page} pages={paged.pages} onPageChange={paged.setPage} />
          </>
        )}
      </section>
    </SectionPage>
  );
}
