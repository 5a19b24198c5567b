import { useMutation, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { formatDate } from "../../../common/format";
import { toast } from "../../components/ui/toast";
import { authHeader, saveDownload } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";

type Copy = { id: number; version: number; forOtherSchool: boolean };

/**
 * On the staff's card (issue 35): the newest publication of this student's card of the period, to
 * download as the family reads it or as a copy "para otra institución", which leaves out the PIAR
 * line unless the school's settings choose it (the server decides when it renders the PDF).
 */
export function PublishedCopies({ studentId, periodStart, name }: { studentId: number; periodStart: string; name: string }) {
  const versions = useQuery(trpc.reportCards.childCards.queryOptions({ studentId }));
  const newest = (versions.data ?? []).find((v) => v.card.period.start === periodStart);
  const download = useMutation({
    mutationFn: async (copy: Copy) => {
      const query = copy.forOtherSchool ? "?para=otra-institucion" : "";
      const response = await fetch(`/api/report-cards/versions/${copy.id}/pdf${query}`, { headers: authHeader() });
      if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message || "No se pudo descargar el boletín");
      return saveDownload(response, `boletin-${periodStart}-v${copy.version}${copy.forOtherSchool ? "-otra-institucion" : ""}.pdf`);
    },
    onError: (error) => toast.error(error.message),
  });
  if (!newest) return null;
  const busy = (forOtherSchool: boolean) => download.isPending && download.variables?.forOtherSchool === forOtherSchool;
  return (
    <div className="card report-copies">
      <p>
        Publicado: versión {newest.version}, el {formatDate(newest.publishedAt)}.
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" disabled={download.isPending} onClick={() => download.mutate({ id: newest.id, version: newest.version, forOtherSchool: false })}>
          <Download aria-hidden="true" /> {busy(false) ? "Descargando..." : "Descargar PDF"}
          <span className="visually-hidden"> del boletín de {name}</span>
        </button>
        <button type="button" className="btn btn-secondary" disabled={download.isPending} onClick={() => download.mutate({ id: newest.id, version: newest.version, forOtherSchool: true })}>
          <Download aria-hidden="true" /> {busy(true) ? "Descargando..." : "Descargar para otra institución"}
          <span className="visually-hidden"> (boletín de {name})</span>
        </button>
      </div>
    </div>
  );
}
