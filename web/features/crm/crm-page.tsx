import { Download, Plus } from "lucide-react";
import { useState } from "react";
import type { CrmClient } from "../../../common/crm/crm.schema";
import { formatCop } from "../../../common/crm/crm-format";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorNotice, NoticeSlot } from "../../components/ui/notice";
import { apiErrorInfo } from "../../lib/api-errors";
import { SectionPage } from "../../components/ui/section-page";
import { CrmClientDialog, CrmClientView } from "./crm-client-dialog";
import { CrmFilters } from "./crm-filters";
import { CrmSourcePanel } from "./crm-source-panel";
import { CrmTable } from "./crm-table";
import { useCrm } from "./use-crm";
import "./crm.css";

/** 'Clientes': the CRM of the school's business side (admin only). */
export function CrmPage() {
  const [editing, setEditing] = useState<{ client: CrmClient | null } | null>(null);
  const [viewing, setViewing] = useState<CrmClient | null>(null);
  const [deleting, setDeleting] = useState<CrmClient | null>(null);
  const crm = useCrm({ onRemoveDone: () => setDeleting(null) });
  const { source, clients, stats, notices } = crm;
  const readOnly = !source.canWrite;

  return (
    <SectionPage title="Clientes" intro="Empresas y contactos del CRM: estado, proyectos, ingresos y último contacto.">
      <CrmSourcePanel source={source} onResult={notices.show} onChanged={crm.refresh} />
      <NoticeSlot notice={notices.notice} onClose={notices.clear} />

      <ul className="stat-grid" aria-label="Resumen de clientes">
        <li className="card stat">
          <span className="stat-value">{stats.total}</span> Total Clientes
        </li>
        <li className="card stat">
          <span className="stat-value">{stats.active}</span> Activos
        </li>
        <li className="card stat">
          <span className="stat-value">{stats.prospects}</span> Prospectos
        </li>
        <li className="card stat">
          <span className="stat-value">{stats.inactive}</span> Inactivos
        </li>
        <li className="card stat">
          <span className="stat-value crm-money">{formatCop(stats.revenue)}</span> Ingresos Totales
        </li>
      </ul>

      <CrmFilters />

      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ client: null })} disabled={readOnly}>
          <Plus aria-hidden="true" /> Agregar Cliente
        </button>
        <button type="button" className="btn btn-secondary" onClick={crm.exportPdf} disabled={crm.exporting} aria-busy={crm.exporting}>
          <Download aria-hidden="true" /> {crm.exporting ? "Generando..." : "Exportar PDF"}
        </button>
      </div>

      {clients.isError ? (
        <ErrorNotice>{apiErrorInfo(clients.error).message || "Error al obtener clientes del CRM"}</ErrorNotice>
      ) : clients.isPending ? (
        <p>Cargando...</p>
      ) : crm.shown.length === 0 ? (
        <p className="card empty-state">{crm.all.length === 0 ? "No hay clientes registrados." : "Ningún cliente coincide con la búsqueda."}</p>
      ) : (
        <CrmTable
          clients={crm.shown}
          readOnly={readOnly}
          busyRows={crm.busyRows}
          onView={setViewing}
          onStatus={crm.changeStatus}
          onEdit={(client) => setEditing({ client })}
          onDelete={setDeleting}
        />
      )}

      {editing ? (
        <CrmClientDialog
          client={editing.client}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            notices.success(message);
            await crm.refresh();
          }}
        />
      ) : null}
      {viewing ? (
        <CrmClientView
          client={viewing}
          onClose={() => setViewing(null)}
          onEdit={
            readOnly
              ? undefined
              : () => {
                  setEditing({ client: viewing });
                  setViewing(null);
                }
          }
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar cliente"
        message={deleting ? `¿Estás seguro de que quieres eliminar el cliente "${deleting.name}"? Esta acción no se puede deshacer.` : ""}
        confirmLabel="Eliminar"
        busy={crm.remove.isPending}
        onConfirm={() => deleting && crm.remove.mutate({ rowIndex: deleting.rowIndex })}
      />
    </SectionPage>
  );
}
