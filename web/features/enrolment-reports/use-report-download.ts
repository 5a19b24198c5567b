import { useMutation } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast";
import { authHeader, saveDownload } from "../../lib/protected-files";

export type EnrolmentReportKind = "simat" | "book";

const fallbackNames: Record<EnrolmentReportKind, (year: number) => string> = {
  simat: (year) => `simat-anexo-6a-${year}.xlsx`,
  book: (year) => `libro-de-matricula-${year}.pdf`,
};

/** Downloads a year's SIMAT spreadsheet or enrolment book with the session (a plain link cannot carry it). */
export function useReportDownload() {
  return useMutation({
    mutationFn: async ({ kind, year }: { kind: EnrolmentReportKind; year: number }) => {
      const response = await fetch(`/api/enrolment/${kind}?year=${year}`, { headers: authHeader() });
      if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message || "No se pudo descargar el informe");
      return saveDownload(response, fallbackNames[kind](year));
    },
    onSuccess: (fileName) => toast.success("Descargado", fileName),
    onError: (error) => toast.error(error.message),
  });
}
