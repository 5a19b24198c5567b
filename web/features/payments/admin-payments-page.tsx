import { useQuery } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { useDeferredValue, useId, useState } from "react";
import { type ListFilters, monthNames, months, offeredYears, type Payment } from "../../../server/domains/payments/payments.schema";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../layout/section-page";
import { FileButtons } from "./file-buttons";
import { dateLabel, PaymentStatus, periodLabel, statusLabels } from "./payment-labels";
import { ReviewDialog } from "./review-dialog";

export function AdminPaymentsPage() {
  const [status, setStatus] = useState("");
  const [month, setMonth] = useState("");
  const [year, setYear] = useState("");
  const [search, setSearch] = useState("");
  const [reviewing, setReviewing] = useState<Payment | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const ids = { status: useId(), month: useId(), year: useId(), search: useId() };

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
          <Label.Root htmlFor={ids.search} className="field-label">
            Buscar familia
          </Label.Root>
          <input id={ids.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Nombre o correo" />
        </div>
        <div className="field">
          <Label.Root htmlFor={ids.status} className="field-label">
            Estado
          </Label.Root>
          <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Todos los estados</option>
            {Object.entries(statusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <Label.Root htmlFor={ids.month} className="field-label">
            Mes
          </Label.Root>
          <select id={ids.month} value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">Todos los meses</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthNames[m]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <Label.Root htmlFor={ids.year} className="field-label">
            Año
          </Label.Root>
          <select id={ids.year} value={year} onChange={(e) => setYear(e.target.value)}>
            <option value="">Todos los años</option>
            {offeredYears().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
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
