import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { piarMessages as m } from "../../../common/piar/piar.labels";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/**
 * A child's PIAR on 'Mis Hijos' (null: the child has none), "Estoy de acuerdo y firmo" (the acta de
 * acuerdo of the revision on screen: a change made meanwhile is refused, not agreed to) and the
 * yearly competencies reports.
 */
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
  const reports = useQuery({ ...trpc.piar.competencyReports.queryOptions({ studentId: childId }), enabled: Boolean(plan.data) });
  return { plan, reports: reports.data ?? [], agree: (revision: number) => agree.mutate({ studentId: childId, revision }), agreeing: agree.isPending };
}
