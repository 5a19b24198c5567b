import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authHeader, saveDownload } from "../../lib/protected-files";
import { toast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";

type Download = { key: string; url: string; fileName: string; failure: string };

/**
 * A child's published report cards (issue 26), newest first, "Descargar PDF" of each with the session,
 * and each final report (informe final) the school published (issue 35), newest year first.
 */
export function useChildReportCards(childId: number) {
  const queryClient = useQueryClient();
  const versions = useQuery(trpc.reportCards.childCards.queryOptions({ studentId: childId }));
  // The year's final reports as the school published them (issue 35), never made from the cards here.
  const finals = useQuery(trpc.reportCards.childFinalReports.queryOptions({ studentId: childId }));
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
    finals,
    /** A year with published cards and no final report yet: the family is told when it comes. */
    waitingFinal: (versions.data ?? []).some((v) => !(finals.data ?? []).some((f) => String(f.year) === v.card.period.start.slice(0, 4))),
    downloadCard: (version: { id: number; fileName: string }) =>
      download.mutate({ key: `card-${version.id}`, url: `/api/report-cards/versions/${version.id}/pdf`, fileName: version.fileName, failure: "No se pudo descargar el boletín" }),
    downloadFinal: (report: { id: number; year: number; version: number }) =>
      download.mutate({
        key: `final-${report.id}`,
        url: `/api/report-cards/final-reports/${report.id}/pdf`,
        fileName: `informe-final-${report.year}${report.version > 1 ? `-v${report.version}` : ""}.pdf`,
        failure: "No se pudo descargar el informe final",
      }),
    isDownloading: (key: string) => downloading === key,
  };
}
