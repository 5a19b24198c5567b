import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { piarMessages as m } from "../../../common/piar/piar.labels";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/** A PIAR's history (issue 35): the revisions, "Firmar acta" of the current one, the admin's titles. */
export function usePiarHistory(studentId: number, options: { admin: boolean }) {
  const queryClient = useQueryClient();
  const revisions = useQuery(trpc.piar.revisions.queryOptions({ studentId }));
  const titles = useQuery({ ...trpc.piar.directivoTitles.queryOptions(), enabled: options.admin });
  const sign = useMutation(
    trpc.piar.sign.mutationOptions({
      onSuccess: async () => {
        toast.success(m.signed);
        await refreshAfter(queryClient, "piar");
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo firmar el acta"),
    }),
  );
  return {
    revisions,
    titles: titles.data ?? [],
    sign: (revision: number, title?: string) => sign.mutate({ studentId, revision, title }),
    signing: sign.isPending,
  };
}

/** One revision as it was saved, read-only (opened from the history, or the one the family agreed to). */
export function usePiarRevision(studentId: number, revision: number | null) {
  return useQuery({ ...trpc.piar.revision.queryOptions({ studentId, revision: revision ?? 1 }), enabled: revision !== null });
}

/** The yearly competencies reports (every published version) and, for staff, "Publicar informe". */
export function useCompetencyReports(studentId: number) {
  const queryClient = useQueryClient();
  const reports = useQuery(trpc.piar.competencyReports.queryOptions({ studentId }));
  const publish = useMutation(
    trpc.piar.publishCompetencyReport.mutationOptions({
      onSuccess: async (list) => {
        queryClient.setQueryData(trpc.piar.competencyReports.queryKey({ studentId }), list);
        toast.success(m.reportPublished);
        await refreshAfter(queryClient, "piar");
      },
    }),
  );
  return { reports, publish: publish.mutateAsync, publishing: publish.isPending };
}
