import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "../../../common/users/users.schema";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { fullName } from "../../../common/users/names";

/** The delete confirmation; the server reassigns the user's records in one transaction. */
export function DeleteUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.users.remove.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.message);
        await refreshAfter(queryClient, "users");
        onClose();
      },
      onError: (err) => {
        const info = apiErrorInfo(err);
        // 403, 404 and 409 carry the spec's own sentences; anything else gets the generic prefix.
        const known = [400, 403, 404, 409].includes(info.status ?? 0);
        toast.error(known ? info.message : `Error al eliminar usuario: ${info.message}`);
        onClose();
      },
    }),
  );
  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Eliminar usuario"
      size="sm"
      description={user ? `¿Seguro que quieres eliminar a ${fullName(user)} (${user.email})? Esta acción no se puede deshacer.` : undefined}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={remove.isPending}
            onClick={() => user && remove.mutate({ id: user.id })}
          >
            {remove.isPending ? "Eliminando..." : "Eliminar"}
          </button>
        </>
      }
    >
      <p className="muted">Si tiene módulos, clases o tareas, pasarán a una cuenta de administración.</p>
    </Modal>
  );
}
