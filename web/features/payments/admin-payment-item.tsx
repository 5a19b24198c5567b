import { Trash2 } from "lucide-react";
import type { Payment } from "../../../common/payments/payments.schema";
import { FileButtons } from "../../components/ui/file-buttons";
import { formatDate } from "../../../common/format";
import { PaymentStatus, periodLabel } from "./payment-labels";
import "./payments.css";

/** One receipt in 'Gestión de Pagos': who, when, its review, the files it had before, and what the admin can do. */
export function AdminPaymentItem({ payment, onReview, onDelete }: { payment: Payment; onReview: () => void; onDelete: () => void }) {
  const period = periodLabel(payment.month, payment.year);
  return (
    <li className="payment-item" data-testid="payment-item">
      <div className="payment-main">
        <strong>{payment.parentName}</strong>
        <span>{period}</span>
        <PaymentStatus status={payment.status} />
      </div>
      <p className="muted">
        {payment.parentEmail} · {payment.fileName} · Subido el {formatDate(payment.uploadedAt)}
        {payment.reviewedBy ? ` · Revisado por ${payment.reviewedBy} el ${formatDate(payment.reviewedAt)}` : ""}
      </p>
      {payment.notes ? <p className="payment-notes">Notas: {payment.notes}</p> : null}
      <div className="button-row compact">
        <FileButtons url={payment.fileUrl} fileName={payment.fileName} />
        {payment.status === "pending" ? (
          <button type="button" className="btn btn-primary" onClick={onReview}>
            Revisar <span className="visually-hidden">pago de {payment.parentName}, {period}</span>
          </button>
        ) : null}
        <button type="button" className="btn btn-danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Eliminar <span className="visually-hidden">pago de {payment.parentName}, {period}</span>
        </button>
      </div>
      {payment.earlierVersions.length > 0 ? (
        <details className="payment-versions">
          <summary>Archivos anteriores ({payment.earlierVersions.length})</summary>
          <ul>
            {payment.earlierVersions.map((version) => (
              <li key={version.id} data-testid="payment-version">
                <p className="muted">
                  {version.fileName} · Subido el {formatDate(version.uploadedAt)} · <PaymentStatus status={version.status} />
                  {version.reviewedBy ? ` por ${version.reviewedBy}` : ""} · Reemplazado el {formatDate(version.replacedAt)}
                </p>
                {version.notes ? <p className="payment-notes">Notas: {version.notes}</p> : null}
                <div className="button-row compact">
                  <FileButtons url={version.fileUrl} fileName={version.fileName} />
                </div>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
