import { useMutation } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast";
import { authHeader, saveDownload } from "../../lib/protected-files";

/** "Descargar PDF" of a student's PIAR, with the session, under the name the server gives it. */
export function usePiarPdf(studentId: number) {
  const download = useMutation({
    mutationFn: async () => {
      const response = await fetch(`/api/piar/students/${studentId}/pdf`, { headers: authHeader() });
      if (!response.ok) throw new Error("No se pudo descargar el PIAR");
      return saveDownload(response, `piar-${studentId}.pdf`);
    },
    onError: (error) => toast.error(error.message || "No se pudo descargar el PIAR"),
  });
  return { download: () => download.mutate(), downloading: download.isPending };
}
