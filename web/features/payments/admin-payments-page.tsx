import { Label } from "radix-ui";
import { useDeferredValue, useId, useRef, useState } from "react";
import { type ListFiltersInput, type Payment, paymentPageSize } from "../../../common/payments/payments.schema";
import { Pager } from "../../components/ui/pager";
import { SelectField } from "../../components/ui/select-field";
import { trpc } from "../../lib/trpc";
import { usePagedList } from "../../lib/use-paged-list";
import { SectionPage } from "../../components/ui/section-page";
import { AdminPaymentItem } from "./admin-payment-item";
import { DeletePaymentDialog } from "./delete-payment-dialog";
import { statusLabels } from "./payment-labels";
import { monthOptions, yearOptions } from "./period-options";
import { ReviewDialog } from "./review-dialog";
import { FeeMonthsSetting } from "./fee-months-setting";
import { isAdmin } from "../../../common/school.policy";
import { useAuth } from "../../lib/auth-store";

const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));

/**
 * Every family's receipts, one page at a time (newest period first). The stat cards come from the
 * same answer: counts for the search, month and year across every status.
 */
export function AdminPaymentsPage() {
  const [status, setStatus] = useState("");
  const [month, setMonth] = useState("");
  const [year, setYear] = useState("");
  const [search, setSearch] = useState("");
  const [reviewing, setReviewing] = useState<Payment | null>(null);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const searchId = useId();

  const filters: ListFiltersInput = {
    status: (status || undefined) as ListFiltersInput["status"],
    month: (month || undefined) as ListFiltersInput["month"],
    year: year ? Number(year) : undefined,
    search: deferredSearch || undefined,
  };
  // A review can empty the last page (filtered by 'Pendiente'): the pager then shows the new last page.
  const paged = usePagedList({
    pageSize: paymentPageSize,
    filters,
    query: (paging) => trpc.payments.list.queryOptions({ ...filters, ...paging }),
    total: (data) => data.total,
  });
  const list = paged.query;
  const data = list.data;
  const counts = data?.counts;
  const payments = data?.payments ?? [];
  const total = paged.total;

  const listTitle = useRef<HTMLHeadingElement>(null);
  const { user } = useAuth();

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
        <h2 id="payments-title" ref={listTitle} tabIndex={-1}>
          Fichas de pago
        </h2>
        <p className="muted" aria-live="polite">
          {data ? `Mostrando ${payments.length} de ${total} comprobantes` : ""}
        </p>
        {list.isError ? (
          <p role="alert" className="alert alert-error">
            Error cargando los pagos. Intenta nuevamente.
          </p>
        ) : list.isPending ? (
          <p>Cargando pagos...</p>
        ) : payments.length === 0 ? (
          <p className="empty-state">No hay pagos que coincidan con los filtros.</p>
        ) : (
          <ul className="payment-list">
            {payments.map((payment) => (
              <AdminPaymentItem key={payment.id} payment={payment} onReview={() => setReviewing(payment)} onDelete={() => setDeleting(payment)} />
            ))}
          </ul>
        )}
        <Pager label="Páginas de fichas de pago" page={paged.page} pages={paged.pages} onPageChange={paged.setPage} focusTarget={listTitle} />
      </section>
      {user && isAdmin(user) ? <FeeMonthsSetting /> : null}
      {reviewing ? <ReviewDialog payment={reviewing} onClose={() => setReviewing(null)} /> : null}
      <DeletePaymentDialog payment={deleting} who="admin" onClose={() => setDeleting(null)} />
    </SectionPage>
  );
}
