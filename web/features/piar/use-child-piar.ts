import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { piarMessages as m } from "../../../common/piar/piar.labels";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/** A child's PIAR on 'Mis Hijos' (null: the child has none) and "Estoy de acuerdo", the acta de acuerdo. */
export function useChildPiar(childId: number) {
  const queryClient = useQueryClient();
  const plan = useQuery(trpc.piar.find.queryOptions({ studentId: childId }));
  const agree = useMutation(
    trpc.piar.agree.mutationOptions({
      onSuccess: async (piar) => {
        queryClient.setQueryData(trpc.piar.find.queryKey({ studentId: childId }), piar);
        toast.success(m.agreed);
        await refreshAfter(queryClient, "piar");
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo registrar el acuerdo"),
    }),
  );
  return { plan, agree: () => agree.mutate({ studentId: childId }), agreeing: agree.isPending };
}
