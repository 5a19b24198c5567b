import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authHeader, saveDownload } from "../../lib/protected-files";
import { toast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";

type Download = { key: string; url: string; fileName: string; failure: string };

/**
 * A child's published report cards (issue 26), newest first, "Descargar PDF" of each with the session,
 * and the final report of each year with at least one published card (newest year first).
 */
export function useChildReportCards(childId: number) {
  const queryClient = useQueryClient();
  const versions = useQuery(trpc.reportCards.childCards.queryOptions({ studentId: childId }));
  const years = [...new Set((versions.data ?? []).map((v) => Number(v.card.period.start.slice(0, 4))))].sort((a, b) => b - a);
  const download = useMutation({
    mutationFn: async (file: Download) => {
      const response = await fetch(file.url, { headers: authHeader() });
      if (!response.ok) throw new Error(file.failure);
      return saveDownload(response, file.fileName);
    },
    // An opened card leaves the family's "Lo que necesita de ti" (issue 34).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.dashboards.familyToDo.queryKey() }),
    onError: (error) => toast.error(error.message || "No se pudo descargar el archivo"),
  });
  const downloading = download.isPending ? (download.variables?.key ?? null) : null;
  return {
    versions,
    years,
    downloadCard: (version: { id: number; fileName: string }) =>
      download.mutate({ key: `card-${version.id}`, url: `/api/report-cards/versions/${version.id}/pdf`, fileName: version.fileName, failure: "No se pudo descargar el boletín" }),
    downloadFinal: (year: number) =>
      download.mutate({ key: `final-${year}`, url: `/api/report-cards/students/${childId}/final?year=${year}`, fileName: `informe-final-${year}.pdf`, failure: "No se pudo descargar el informe final" }),
    isDownloading: (key: string) => downloading === key,
  };
}
