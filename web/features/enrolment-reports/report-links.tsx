import { Link } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { useReportDownload } from "./use-report-download";

/**
 * The year's two enrolment reports (issue 36) as buttons, and the page that checks them first: for
 * the 'Matrícula' list page and the reports page itself. Admins only (the server refuses others).
 */
export function ReportLinks({ year, showCheckLink = true }: { year: number; showCheckLink?: boolean }) {
  const download = useReportDownload();
  return (
    <div className="enrolment-report-links">
      <button type="button" className="btn btn-secondary" disabled={download.isPending} onClick={() => download.mutate({ kind: "simat", year })}>
        <Download aria-hidden="true" /> Reporte SIMAT {year} (Excel)
      </button>
      <button type="button" className="btn btn-secondary" disabled={download.isPending} onClick={() => download.mutate({ kind: "book", year })}>
        <Download aria-hidden="true" /> Libro de matrícula {year} (PDF)
      </button>
      {showCheckLink ? (
        <Link to="/dashboard/matricula/informes" className="btn btn-ghost">
          Revisar el reporte SIMAT
        </Link>
      ) : null}
    </div>
  );
}
