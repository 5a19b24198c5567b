import { Download } from "lucide-react";
import { usePiarPdf } from "./piar-pdf";

/** "Descargar PDF" of the plan, in the order of the Ministry's Anexo 2 (the server writes it). */
export function PdfButton({ studentId, name }: { studentId: number; name: string }) {
  const pdf = usePiarPdf(studentId);
  return (
    <button type="button" className="btn btn-secondary" disabled={pdf.downloading} onClick={pdf.download}>
      <Download aria-hidden="true" /> {pdf.downloading ? "Descargando..." : "Descargar PDF"}
      <span className="visually-hidden"> del PIAR de {name}</span>
    </button>
  );
}
