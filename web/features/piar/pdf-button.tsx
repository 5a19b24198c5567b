import { Download } from "lucide-react";
import { usePiarPdf } from "./piar-pdf";

type Props = { studentId: number; name: string; revision?: number; report?: { year: number; version: number }; label?: string };

/** "Descargar PDF" of the plan (Anexo 1, 2 and 3, as the server writes it), of one revision, or of a yearly report. */
export function PdfButton({ studentId, name, revision, report, label = "Descargar PDF" }: Props) {
  const pdf = usePiarPdf(studentId, { revision, report });
  const what = report ? `del informe anual ${report.year} (versión ${report.version})` : revision ? `de la versión ${revision} del PIAR` : "del PIAR";
  return (
    <button type="button" className="btn btn-secondary" disabled={pdf.downloading} onClick={pdf.download}>
      <Download aria-hidden="true" /> {pdf.downloading ? "Descargando..." : label}
      <span className="visually-hidden">
        {" "}
        {what} de {name}
      </span>
    </button>
  );
}
