import { CircleCheck, CircleX, Clock } from "lucide-react";
import { monthNames } from "../../../common/payments/payments.schema";

export const statusLabels = { pending: "Pendiente", approved: "Aprobado", rejected: "Rechazado" } as const;

const statusIcons = { pending: Clock, approved: CircleCheck, rejected: CircleX };

/** Status as icon and word, never colour alone. */
export function PaymentStatus({ status }: { status: keyof typeof statusLabels }) {
  const Icon = statusIcons[status];
  return (
    <span className={`badge badge-${status}`}>
      <Icon aria-hidden="true" /> {statusLabels[status]}
    </span>
  );
}

export function periodLabel(month: string, year: number): string {
  return `${monthNames[month as keyof typeof monthNames] ?? month} ${year}`;
}
