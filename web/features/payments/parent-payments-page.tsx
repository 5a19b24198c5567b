import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { Trash2, Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { errorMessages } from "../../../common/error-messages";
import { type Payment, paymentMessages, paymentPageSize } from "../../../common/payments/payments.schema";
import { acceptAttribute, fileTooLargeMessage, maxUploadBytes, namedAsKind, receiptKinds } from "../../../common/uploads";
import { Pager } from "../../components/ui/pager";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { usePagedList } from "../../lib/use-paged-list";
import { SectionPage } from "../../components/ui/section-page";
import { FileButtons } from "../../components/ui/file-buttons";
import { formatDate, schoolToday } from "../../../common/format";
import { DeletePaymentDialog } from "./delete-payment-dialog";
import { PaymentStatus, periodLabel } from "./payment-labels";
import { monthOptions, yearOptions } from "./period-options";

/** The receipt rule of common/uploads.ts, checked in the browser before sending: PDF, JPEG or PNG, at most 10 MB. */
function receiptProblem(file: File): string | null {
  if (!namedAsKind(file, receiptKinds)) return paymentMessages.wrongType;
  return file.size > maxUploadBytes ? fileTooLargeMessage : null;
}

function uploadErrorText(error: unknown): string {
  if (!(error instanceof UploadError)) return "Error al subir el pago. Intenta nuevamente.";
  switch (error.status) {
    case 400:
      return error.message || errorMessages.invalidData;
    case 401:
      return errorMessages.unauthorized;
    case 409:
      // Pending (withdraw it first) or approved (nothing to send): the server says which.
      return error.message || paymentMessages.duplicate;
    case 413:
      return "El archivo es demasiado grande (máximo 10MB)";
    default:
      return error.message || "Error al subir el pago. Intenta nuevamente.";
  }
}

function loadErrorText(error: unknown): string {
  const { status } = apiErrorInfo(error);
  if (status === 404) return "El servicio de pagos no está disponible.";
  if (status === 401) return errorMessages.unauthorized;
  return "Error cargando los pagos. Intenta nuevamente.";
}

/** Upload form and the parent's own history, paged like every list (the pager shows only past one page). */
export function ParentPaymentsPage() {
  const queryClient = useQueryClient();
  const paged = usePagedList({
    pageSize: paymentPageSize,
    query: (paging) => trpc.payments.list.queryOptions(paging),
    total: (data) => data.total,
  });
  const list = paged.query;
  const [month, setMonth] = useState("");
  const [year, setYear] = useState(schoolToday().slice(0, 4));
  const [file, setFile] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), error: useId() };

  const upload = useMutation({
    mutationFn: (chosen: File) => postMultipart<{ message: string }>("/api/payments", { month, year }, chosen),
    onSuccess: async (data) => {
      toast.success(data.message);
      setMonth("");
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      // The newest periods come first: the receipt just sent is most likely on the first page.
      paged.setPage(1);
      await refreshAfter(queryClient, "payments");
    },
    onError: (error) => setFormError(uploadErrorText(error)),
  });

  function chooseFile(chosen: File | null) {
    setFormError(chosen ? receiptProblem(chosen) : null);
    setFile(chosen);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!month || !file) {
      setFormError(paymentMessages.missing);
      return;
    }
    const problem = receiptProblem(file);
    setFormError(problem);
    if (!problem) upload.mutate(file);
  }

  const payments = list.data?.payments ?? [];
  const { total, pages } = paged;
  const listTitle = useRef<HTMLHeadingElement>(null);
  return (
    <SectionPage
      title="Fichas de Pago"
      intro="Sube cada mes el comprobante de pago. La administración lo revisará. Si rechaza una ficha, sube otra para ese mes y la reemplazará."
    >
      <form className="card form payment-form" onSubmit={submit} noValidate aria-describedby={formError ? ids.error : undefined}>
        <h2>Subir ficha de pago</h2>
        <div className="form-row">
          <SelectField label="Mes" value={month} onChange={setMonth} emptyLabel="Selecciona un mes" options={monthOptions} />
          <SelectField label="Año" value={year} onChange={setYear} options={yearOptions()} />
        </div>
        <div className="field">
          <Label.Root htmlFor={ids.file} className="field-label">
            Archivo (PDF, JPG, JPEG o PNG, máximo 10MB)
          </Label.Root>
          <input
            id={ids.file}
            ref={fileInput}
            type="file"
            accept={acceptAttribute(receiptKinds)}
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
        </div>
        {formError ? (
          <p id={ids.error} role="alert" className="alert alert-error">
            {formError}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
            <Upload aria-hidden="true" /> {upload.isPending ? "Subiendo..." : "Subir ficha"}
          </button>
        </div>
      </form>

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
