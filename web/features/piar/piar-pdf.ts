import { useMutation } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast";
import { authHeader, saveDownload } from "../../lib/protected-files";

/**
 * "Descargar PDF" of a student's PIAR (the current plan, one revision as it was saved, or a yearly
 * competencies report), with the session, under the name the server gives it.
 */
export function usePiarPdf(studentId: number, what: { revision?: number; report?: { year: number; version: number } } = {}) {
  const url = what.report
    ? `/api/piar/students/${studentId}/competency-reports/${what.report.year}/${what.report.version}/pdf`
    : what.revision
      ? `/api/piar/students/${studentId}/revisions/${what.revision}/pdf`
      : `/api/piar/students/${studentId}/pdf`;
  const download = useMutation({
    mutationFn: async () => {
      const response = await fetch(url, { headers: authHeader() });
      if (!response.ok) throw new Error("No se pudo descargar el PDF");
      return saveDownload(response, `piar-${studentId}.pdf`);
    },
    onError: (error) => toast.error(error.message || "No se pudo descargar el PDF"),
  });
  return { download: () => download.mutate(), downloading: download.isPending };
}
