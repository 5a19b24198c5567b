import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Payment } from "../../../common/payments/payments.schema";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { periodLabel } from "./payment-labels";

/**
 * Asks before deleting a receipt (the parent's pending one, or any for the admin) and deletes it.
 * The row leaves the list, so the focus goes back to the list's heading (lib/focus-return.ts).
 */
export function DeletePaymentDialog({ payment, who, onClose }: { payment: Payment | null; who: "parent" | "admin"; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.payments.remove.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        onClose();
        await refreshAfter(queryClient, "payments");
      },
      onError: () => toast.error("Error al eliminar el pago"),
    }),
  );
  const period = payment ? periodLabel(payment.month, payment.year) : "";
  const earlier = payment?.earlierVersions.length ? " y sus archivos anteriores" : "";
  const message =
    who === "admin"
      ? `¿Eliminar la ficha de pago de ${payment?.parentName ?? ""}, ${period}? Se borrará el archivo${earlier}; no se puede deshacer.`
      : `¿Eliminar la ficha de ${period}?`;
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Eliminar ficha de pago"
      message={message}
      confirmLabel="Eliminar"
      busy={remove.isPending}
      onConfirm={() => payment && remove.mutate({ id: payment.id })}
    />
  );
}
