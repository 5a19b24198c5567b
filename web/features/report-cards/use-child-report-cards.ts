import { useMutation, useQuery } from "@tanstack/react-query";
import { authHeader, saveDownload } from "../../lib/protected-files";
import { toast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";

/** A child's published report cards (issue 26), newest first, and "Descargar PDF" with the session. */
export function useChildReportCards(childId: number) {
  const versions = useQuery(trpc.reportCards.childCards.queryOptions({ studentId: childId }));
  const download = useMutation({
    mutationFn: async (version: { id: number; fileName: string }) => {
      const response = await fetch(`/api/report-cards/versions/${version.id}/pdf`, { headers: authHeader() });
      if (!response.ok) throw new Error("No se pudo descargar el boletín");
      return saveDownload(response, version.fileName);
    },
    onError: (error) => toast.error(error.message || "No se pudo descargar el boletín"),
  });
  return { versions, download: download.mutate, downloading: download.isPending ? download.variables?.id : null };
}
