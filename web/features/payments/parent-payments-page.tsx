import { useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCcw, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { errorMessages } from "../../../common/error-messages";
import { dueMonth } from "../../../common/payments/due-month";
import { maxPaymentPageSize, type Payment, paymentPageSize } from "../../../common/payments/payments.schema";
import { Pager } from "../../components/ui/pager";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { usePagedList } from "../../lib/use-paged-list";
import { SectionPage } from "../../components/ui/section-page";
import { FileButtons } from "../../components/ui/file-buttons";
import { formatDate, schoolToday } from "../../../common/format";
import { DeletePaymentDialog } from "./delete-payment-dialog";
import { PaymentStatus, periodLabel } from "./payment-labels";
import { ReceiptForm } from "./receipt-form";

function loadErrorText(error: unknown): string {
  const { status } = apiErrorInfo(error);
  if (status === 404) return "El servicio de pagos no está disponible.";
  if (status === 401) return errorMessages.unauthorized;
  return "Error cargando los pagos. Intenta nuevamente.";
}

type Period = { month: string; year: string };

/**
 * Upload form and the parent's own history, paged like every list (the pager shows only past one page).
 * The form starts on the month that is due (issue 34); `open` (?mes=&anio=, the home's "Subir otra vez") on that one.
 */
export function ParentPaymentsPage({ open }: { open?: { month: string; year?: number } }) {
  const queryClient = useQueryClient();
  const paged = usePagedList({
    pageSize: paymentPageSize,
    query: (paging) => trpc.payments.list.queryOptions(paging),
    total: (data) => data.total,
  });
  const list = paged.query;
  const today = schoolToday();
  const thisYear = Number(today.slice(0, 4));
  // This year's receipts (at most one a month), for the month that is due.
  const yearList = useQuery(trpc.payments.list.queryOptions({ year: thisYear, pageSize: maxPaymentPageSize }));
  const due = yearList.data ? dueMonth(yearList.data.payments, today, yearList.data.feeMonths) : null;
  const [chosen, setChosen] = useState<Period | null>(open ? { month: open.month, year: String(open.year ?? thisYear) } : null);
  const month = chosen?.month ?? due?.month ?? "";
  const year = chosen?.year ?? String(due?.year ?? thisYear);
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);

  const payments = list.data?.payments ?? [];
  const known = [...(yearList.data?.payments ?? []), ...payments];
  const rejected = known.find((p) => p.status === "rejected" && p.month === month && String(p.year) === year) ?? null;
  const { total, pages } = paged;
  const listTitle = useRef<HTMLHeadingElement>(null);

  function uploadAgain(payment: Payment) {
    setChosen({ month: payment.month, year: String(payment.year) });
    formTitle.current?.focus();
  }

  return (
    <SectionPage
      title="Fichas de Pago"
      intro="Sube cada mes el comprobante de pago. La administración lo revisará. Si rechaza una ficha, sube otra para ese mes y la reemplazará."
    >
      {yearList.data ? (
        <p className="payment-due" aria-live="polite">
          {due ? (
            <>
              Mes por pagar: <strong>{periodLabel(due.month, due.year)}</strong>
            </>
          ) : (
            `Estás al día con las fichas de ${thisYear}.`
          )}
        </p>
      ) : null}
      <ReceiptForm
        month={month}
        year={year}
        onPeriod={(next) => setChosen({ month: next.month ?? month, year: next.year ?? year })}
        rejected={rejected}
        titleRef={formTitle}
        onUploaded={async () => {
          setChosen(null);
          // The newest periods come first: the receipt just sent is most likely on the first page.
          paged.setPage(1);
          await refreshAfter(queryClient, "payments");
        }}
      />

      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title" ref={listTitle} tabIndex={-1}>
          Historial de pagos
        </h2>
        {pages > 1 ? (
          <p className="muted" aria-live="polite">
            Mostrando {payments.length} de {total} comprobantes
          </p>
        ) : null}
        {list.isError ? (
          <p role="alert" className="alert alert-error">
            {loadErrorText(list.error)}
          </p>
        ) : list.isPending ? (
          <p>Cargando pagos...</p>
        ) : payments.length === 0 ? (
          <p className="empty-state">Aún no has subido fichas de pago.</p>
        ) : (
          <ul className="payment-list">
            {payments.map((payment) => (
              <li key={payment.id} className="payment-item" data-testid="payment-item">
                <div className="payment-main">
                  <strong>{periodLabel(payment.month, payment.year)}</strong>
                  <PaymentStatus status={payment.status} />
                </div>
                <p className="muted">
                  {payment.fileName} · Subido el {formatDate(payment.uploadedAt)}
                  {payment.reviewedAt ? ` · Revisado el ${formatDate(payment.reviewedAt)}` : ""}
                </p>
                {payment.notes ? <p className="payment-notes">Notas de la revisión: {payment.notes}</p> : null}
                {payment.status === "rejected" ? <p>Sube otra ficha para este mes y reemplazará a esta.</p> : null}
                <div className="button-row compact">
                  <FileButtons url={payment.fileUrl} fileName={payment.fileName} />
                  {payment.status === "rejected" ? (
                    <button type="button" className="btn btn-primary" onClick={() => uploadAgain(payment)}>
                      <RotateCcw aria-hidden="true" /> Subir otra vez <span className="visually-hidden">{periodLabel(payment.month, payment.year)}</span>
                    </button>
                  ) : null}
                  {payment.status === "pending" ? (
                    <button type="button" className="btn btn-danger" onClick={() => setToDelete(payment)}>
                      <Trash2 aria-hidden="true" /> Eliminar <span className="visually-hidden">{periodLabel(payment.month, payment.year)}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager label="Páginas del historial de pagos" page={paged.page} pages={pages} onPageChange={paged.setPage} focusTarget={listTitle} />
      </section>

      <DeletePaymentDialog payment={toDelete} who="parent" onClose={() => setToDelete(null)} />
    </SectionPage>
  );
}
