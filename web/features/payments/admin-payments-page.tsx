import { useQuery } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { useDeferredValue, useId, useState } from "react";
import type { ListFilters, Payment } from "../../../server/domains/payments/payments.schema";
import { SelectField } from "../../components/ui/select-field";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../layout/section-page";
import { FileButtons } from "./file-buttons";
import { dateLabel, PaymentStatus, periodLabel, statusLabels } from "./payment-labels";
import { monthOptions, yearOptions } from "./period-options";
import { ReviewDialog } from "./review-dialog";

const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));

export function AdminPaymentsPage() {
  const [status, setStatus] = useState("");
  const [month, setMonth] = useState("");
  const [year, setYear] = useState("");
  const [search, setSearch] = useState("");
  const [reviewing, setReviewing] = useState<Payment | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const searchId = useId();

  const filters: ListFilters = {
    status: (status || undefined) as ListFilters["status"],
    month: (month || undefined) as ListFilters["month"],
    year: year ? Number(year) : undefined,
    search: deferredSearch || undefined,
  };
  const all = useQuery(trpc.payments.list.queryOptions({}));
  const filtered = useQuery(trpc.payments.list.queryOptions(filters));
  const counts = all.data?.counts;
  const payments = filtered.data?.payments ?? [];

  return (
    <SectionPage title="Gestión de Pagos">
      <ul className="stat-grid" aria-label="Resumen de pagos">
        <li className="card stat">
          <span className="stat-value">{counts?.total ?? "—"}</span> Total
        </li>
        <li className="card stat">
          <span className="stat-value">{counts?.pending ?? "—"}</span> Pendientes
        </li>
        <li className="card stat">
          <span className="stat-value">{counts?.approved ?? "—"}</span> Aprobados
        </li>
        <li className="card stat">
          <span className="stat-value">{counts?.rejected ?? "—"}</span> Rechazados
        </li>
      </ul>

      <search className="card filters">
        <div className="field">
          <Label.Root htmlFor={searchId} className="field-label">
            Buscar familia
          </Label.Root>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Nombre o correo" />
        </div>
        <SelectField label="Estado" value={status} onChange={setStatus} emptyLabel="Todos los estados" options={statusOptions} />
        <SelectField label="Mes" value={month} onChange={setMonth} emptyLabel="Todos los meses" options={monthOptions} />
        <SelectField label="Año" value={year} onChange={setYear} emptyLabel="Todos los años" options={yearOptions()} />
      </search>

      <section className="card" aria-labelledby="payments-title">
        <h2 id="payments-title">Fichas de pago</h2>
        {filtered.isError ? (
          <p role="alert" className="alert alert-error">
            Error cargando los pagos. Intenta nuevamente.
          </p>
        ) : filtered.isPending ? (
          <p>Cargando pagos...</p>
        ) : payments.length === 0 ? (
          <p className="empty-state">No hay pagos que coincidan con los filtros.</p>
        ) : (
          <ul className="payment-list">
            {payments.map((payment) => (
              <li key={payment.id} className="payment-item" data-testid="payment-item">
                <div className="payment-main">
                  <strong>{payment.parentName}</strong>
                  <span>{periodLabel(payment.month, payment.year)}</span>
                  <PaymentStatus status={payment.status} />
                </div>
                <p className="muted">
                  {payment.parentEmail} · {payment.fileName} · Subido el {dateLabel(payment.uploadedAt)}
                  {payment.reviewedBy ? ` · Revisado por ${payment.reviewedBy} el ${dateLabel(payment.reviewedAt)}` : ""}
                </p>
                {payment.notes ? <p className="payment-notes">Notas: {payment.notes}</p> : null}
                <div className="button-row compact">
                  <FileButtons url={payment.fileUrl} fileName={payment.fileName} />
                  {payment.status === "pending" ? (
                    <button type="button" className="btn btn-primary" onClick={() => setReviewing(payment)}>
                      Revisar <span className="visually-hidden">pago de {payment.parentName}, {periodLabel(payment.month, payment.year)}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {reviewing ? <ReviewDialog payment={reviewing} onClose={() => setReviewing(null)} /> : null}
    </SectionPage>
  );
}
