import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Database, Download, Pencil, Plus, PlugZap, Sheet, Trash2, Wrench, X } from "lucide-react";
import { Label } from "radix-ui";
import { useCallback, useDeferredValue, useEffect, useId, useRef, useState } from "react";
import type { CrmClient, CrmStatus } from "../../../common/crm/crm.schema";
import { crmMessages, crmStatuses, crmStatusLabels } from "../../../common/crm/crm.schema";
import { crmStats, formatCop, formatCrmDate } from "../../../common/crm/crm-format";
import { SelectField } from "../../components/ui/select-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { authHeader, saveDownload } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../layout/section-page";
import { CrmClientDialog, CrmClientView } from "./crm-client-dialog";
import { statusIcons } from "./crm-status";


type Banner = { kind: "success" | "error" | "info"; text: string; detail?: string };

/** Success banners clear after 5 s (spec); errors stay until closed or replaced. */
function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((next: Banner) => {
    window.clearTimeout(timer.current);
    setBanner(next);
    if (next.kind === "success") timer.current = window.setTimeout(() => setBanner(null), 5000);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { banner, show, clear: () => setBanner(null) };
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

async function downloadReport(): Promise<void> {
  const response = await fetch("/api/crm/report.pdf", { headers: authHeader() });
  if (!response.ok) throw new Error(crmMessages.reportFailed);
  await saveDownload(response, "reporte-crm.pdf");
}

/** 'Clientes': the CRM of the school's business side (admin only). */
export function CrmPage() {
  const queryClient = useQueryClient();
  const listKey = trpc.crm.list.queryKey();
  const clients = useQuery(trpc.crm.list.queryOptions());
  const source = useQuery(trpc.crm.source.queryOptions());
  const { banner, show, clear } = useBanner();
  const [search, setSearch] = useState("");
  const [statusFilter, setStatusFilter] = useState("");
  const [editing, setEditing] = useState<{ client: CrmClient | null } | null>(null);
  const [viewing, setViewing] = useState<CrmClient | null>(null);
  const [deleting, setDeleting] = useState<CrmClient | null>(null);
  const [busyRows, setBusyRows] = useState<ReadonlySet<number>>(new Set());
  const [exporting, setExporting] = useState(false);
  const searchId = useId();
  const deferred = useDeferredValue(fold(search.trim()));

  const all = clients.data ?? [];
  const stats = crmStats(all);
  const list = all.filter(
    (client) =>
      (!statusFilter || client.status === statusFilter) &&
      (!deferred || [client.name, client.contactPerson, client.email, client.phone].some((text) => fold(text).includes(deferred))),
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.crm.list.pathKey() });
  const setBusy = (row: number, busy: boolean) =>
    setBusyRows((current) => {
      const next = new Set(current);
      if (busy) next.add(row);
      else next.delete(row);
      return next;
    });

  const statusMutation = useMutation(trpc.crm.setStatus.mutationOptions());
  /** Applied at once in the table; written to the store; the previous status comes back on failure. */
  async function changeStatus(client: CrmClient, status: CrmStatus) {
    if (status === client.status || busyRows.has(client.rowIndex)) return;
    const previous = client.status;
    const patch = (value: CrmStatus) =>
      queryClient.setQueryData(listKey, (current: CrmClient[] | undefined) =>
        current?.map((item) => (item.rowIndex === client.rowIndex ? { ...item, status: value } : item)),
      );
    await queryClient.cancelQueries({ queryKey: listKey });
    patch(status);
    setBusy(client.rowIndex, true);
    try {
      const result = await statusMutation.mutateAsync({ rowIndex: client.rowIndex, status });
      show({ kind: "success", text: result.message });
    } catch (error) {
      patch(previous);
      show({ kind: "error", text: crmMessages.statusFailed, detail: apiErrorInfo(error).message });
    } finally {
      setBusy(client.rowIndex, false);
    }
  }

  const remove = useMutation(
    trpc.crm.remove.mutationOptions({
      onSuccess: async (data) => {
        setDeleting(null);
        show({ kind: "success", text: data.message });
        await refresh();
      },
      onError: (error) => {
        setDeleting(null);
        show({ kind: "error", text: apiErrorInfo(error).message || "Error al eliminar cliente de Google Sheets" });
      },
    }),
  );

  async function exportPdf() {
    setExporting(true);
    try {
      await downloadReport();
    } catch {
      show({ kind: "error", text: crmMessages.reportFailed });
    } finally {
      setExporting(false);
    }
  }

  return (
    <SectionPage title="Clientes" intro="Empresas y contactos del CRM: estado, proyectos, ingresos y último contacto.">
      <SourcePanel source={source.data} onResult={show} onChanged={refresh} />

      <div className="crm-banner-slot" aria-live="polite">
        {banner ? (
          <div className={`alert alert-${banner.kind} crm-banner`} role={banner.kind === "error" ? "alert" : "status"}>
            <p>
              {banner.text}
              {banner.detail && banner.detail !== banner.text ? <span className="crm-banner-detail">{banner.detail}</span> : null}
            </p>
            <button type="button" className="icon-button" onClick={clear} aria-label="Cerrar aviso">
              <X aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>

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

      <search className="card filters">
        <div className="field">
          <Label.Root htmlFor={searchId} className="field-label">
            Buscar
          </Label.Root>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Empresa, contacto, email o teléfono" />
        </div>
        <SelectField
          label="Estado"
          value={statusFilter}
          onChange={setStatusFilter}
          emptyLabel="Todos los estados"
          options={crmStatuses.map((status) => ({ value: status, label: crmStatusLabels[status] }))}
        />
      </search>

      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ client: null })} disabled={source.data?.canWrite === false}>
          <Plus aria-hidden="true" /> Agregar Cliente
        </button>
        <button type="button" className="btn btn-secondary" onClick={exportPdf} disabled={exporting} aria-busy={exporting}>
          <Download aria-hidden="true" /> {exporting ? "Generando..." : "Exportar PDF"}
        </button>
      </div>

      {clients.isError ? (
        <p role="alert" className="alert alert-error">
          {apiErrorInfo(clients.error).message || "Error al obtener clientes del CRM"}
        </p>
      ) : clients.isPending ? (
        <p>Cargando...</p>
      ) : list.length === 0 ? (
        <p className="card empty-state">{all.length === 0 ? "No hay clientes registrados." : "Ningún cliente coincide con la búsqueda."}</p>
      ) : (
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
              {list.map((client) => (
                <tr key={client.id} data-testid="crm-row">
                  <th scope="row">
                    <button type="button" className="link-button" onClick={() => setViewing(client)}>
                      <span className="visually-hidden">Ver detalles de </span>
                      {client.name}
                    </button>
                  </th>
                  <td>
                    {client.contactPerson || <span className="muted">Sin contacto</span>}
                    {client.email ? <span className="crm-sub">{client.email}</span> : null}
                    {client.phone ? <span className="crm-sub">{client.phone}</span> : null}
                  </td>
                  <td>
                    <StatusSelect client={client} busy={busyRows.has(client.rowIndex)} disabled={source.data?.canWrite === false} onChange={(status) => changeStatus(client, status)} />
                  </td>
                  <td>
                    <span className="crm-money">{formatCop(client.totalRevenue)}</span>
                    <span className="crm-sub">{client.totalProjects === 1 ? "1 proyecto" : `${client.totalProjects} proyectos`}</span>
                  </td>
                  <td>{formatCrmDate(client.lastContact) || <span className="muted">—</span>}</td>
                  <td>
                    <div className="button-row compact">
                      <button type="button" className="btn btn-secondary" onClick={() => setEditing({ client })} disabled={source.data?.canWrite === false}>
                        <Pencil aria-hidden="true" /> Editar <span className="visually-hidden">{client.name}</span>
                      </button>
                      <button type="button" className="btn btn-danger" onClick={() => setDeleting(client)} disabled={source.data?.canWrite === false}>
                        <Trash2 aria-hidden="true" /> Eliminar <span className="visually-hidden">{client.name}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {editing ? (
        <CrmClientDialog
          client={editing.client}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            show({ kind: "success", text: message });
            await refresh();
          }}
        />
      ) : null}
      {viewing ? (
        <CrmClientView
          client={viewing}
          onClose={() => setViewing(null)}
          onEdit={source.data?.canWrite === false ? undefined : () => {
            setEditing({ client: viewing });
            setViewing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar cliente"
        message={deleting ? `¿Estás seguro de que quieres eliminar el cliente "${deleting.name}"? Esta acción no se puede deshacer.` : ""}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ rowIndex: deleting.rowIndex })}
      />
    </SectionPage>
  );
}

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

type SourceInfo = { source: "sheets" | "local"; sheetName: string | null; canWrite: boolean };

/** Where the clients live, in plain words; the Sheets tools appear only when a sheet is configured. */
function SourcePanel({ source, onResult, onChanged }: { source: SourceInfo | undefined; onResult: (banner: Banner) => void; onChanged: () => void }) {
  const test = useMutation(
    trpc.crm.testConnection.mutationOptions({
      onSuccess: (result) =>
        onResult({ kind: result.ok ? "success" : "error", text: result.message }),
      onError: (error) => onResult({ kind: "error", text: crmMessages.connectionError, detail: apiErrorInfo(error).message }),
    }),
  );
  const setup = useMutation(
    trpc.crm.setup.mutationOptions({
      onSuccess: (result) => {
        onResult({ kind: "success", text: result.message });
        onChanged();
      },
      onError: (error) => onResult({ kind: "error", text: apiErrorInfo(error).message || crmMessages.connectionError }),
    }),
  );
  if (!source) return null;
  if (source.source === "local") {
    return (
      <div className="card crm-source" data-testid="crm-source">
        <p>
          <Database aria-hidden="true" /> Los clientes se guardan en la base de datos de Tribu. Para usar una hoja de Google Sheets, el
          administrador del servidor configura sus credenciales y el id de la hoja del CRM.
        </p>
      </div>
    );
  }
  return (
    <div className="card crm-source" data-testid="crm-source">
      <p>
        <Sheet aria-hidden="true" /> Los clientes se guardan en la hoja de Google Sheets «{source.sheetName}».
        {source.canWrite ? null : " Con la clave de API configurada solo se pueden leer; para agregar o editar se necesita una cuenta de servicio."}
      </p>
      <p className="muted">
        «Probar conexión» comprueba que la hoja existe. «Configurar hoja» escribe el encabezado y 3 clientes de ejemplo (filas 1 a 4) en
        una hoja vacía; nunca sobrescribe clientes.
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={() => test.mutate()} disabled={test.isPending}>
          <PlugZap aria-hidden="true" /> {test.isPending ? "Probando..." : "Probar conexión"}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setup.mutate()} disabled={setup.isPending || !source.canWrite}>
          <Wrench aria-hidden="true" /> {setup.isPending ? "Configurando..." : "Configurar hoja"}
        </button>
      </div>
    </div>
  );
}
