import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { useState } from "react";
import type { Quotation } from "../../../common/quotations/quotations.schema";
import { formatDate, formatMoney } from "../../../common/format";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { downloadQuotationPdf } from "./quotation-files";
import { messages } from "./quotation-types";
import { SavedQuotationActions } from "./saved-quotation-actions";
import "./quotations.css";


const statusView = {
  pending: { className: "badge-pending", Icon: Clock },
  approved: { className: "badge-approved", Icon: CircleCheck },
  rejected: { className: "badge-rejected", Icon: CircleX },
} as const;

function StatusBadge({ quotation }: { quotation: Quotation }) {
  const { className, Icon } = statusView[quotation.status];
  return (
    <span className={`badge ${className}`}>
      <Icon aria-hidden="true" /> {quotation.statusLabel}
    </span>
  );
}

/** The saved quotations, newest first, with their status as icon and word, approve/reject and the PDF. */
export function SavedQuotations({ onEdit }: { onEdit: (quotation: Quotation) => void }) {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.quotations.list.queryOptions());
  const [downloading, setDownloading] = useState<string | null>(null);
  const setStatus = useMutation(
    trpc.quotations.setStatus.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await queryClient.invalidateQueries({ queryKey: trpc.quotations.list.queryKey() });
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "Error al actualizar el estado"),
    }),
  );

  async function download(id: number, version?: number) {
    setDownloading(version === undefined ? `${id}` : `${id}-${version}`);
    try {
      await downloadQuotationPdf({ id, version }, messages.pdfFailed);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : messages.pdfFailed);
    } finally {
      setDownloading(null);
    }
  }

  const quotations = list.data ?? [];
  return (
    <section className="card quotation-block" aria-labelledby="saved-quotations-title">
      <h2 id="saved-quotations-title">Cotizaciones guardadas</h2>
      {list.isError ? (
        <p role="alert" className="alert alert-error">
          No se pudieron cargar las cotizaciones guardadas
        </p>
      ) : list.isPending ? (
        <p>Cargando...</p>
      ) : quotations.length === 0 ? (
        <p className="empty-state">Aún no hay cotizaciones guardadas.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1)
        <section className="table-wrap quotation-table-wrap" aria-label="Cotizaciones guardadas" tabIndex={0}>
          <table className="data-table saved-quotations-table">
            <thead>
              <tr>
                <th scope="col">N.º</th>
                <th scope="col">Cliente y proyecto</th>
                <th scope="col">Fecha y validez</th>
                <th scope="col">Total</th>
                <th scope="col">Estado</th>
                <th scope="col">Acciones</th>
              </tr>
            </thead>
            <tbody>
              {quotations.map((q) => {
                const id = q.id as number;
                return (
                  <tr key={id} data-testid="saved-quotation">
                    <td>{id}</td>
                    <th scope="row">
                      {q.clientName}
                      {q.projectName ? <span className="quotation-sub">{q.projectName}</span> : null}
                    </th>
                    <td>
                      {formatDate(q.date)}
                      <span className="quotation-sub">Válida hasta {formatDate(q.validUntil)}</span>
                    </td>
                    <td>{formatMoney(q.total)}</td>
                    <td>
                      <StatusBadge quotation={q} />
                    </td>
                    <td>
                      <SavedQuotationActions
                        quotation={q}
                        busy={setStatus.isPending}
                        downloading={downloading}
                        onEdit={() => onEdit(q)}
                        onStatus={(status) => setStatus.mutate({ id, fields: { status } })}
                        onPdf={(version) => download(id, version)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
