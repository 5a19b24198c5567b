import { Link } from "@tanstack/react-router";
import { Archive, Download } from "lucide-react";
import { Label } from "radix-ui";
import { useId } from "react";
import { SectionPage } from "../../components/ui/section-page";
import { apiErrorInfo } from "../../lib/api-errors";
import { formatDate, formatLongDate } from "../../../common/format";
import { type ArchivedRecord, archiveKindLabels, retentionNotice } from "../../../common/privacy/academic-archive";
import { ArchiveKeeping } from "./archive-keeping";
import { useAcademicArchive } from "./use-academic-archive";

/** "Primer periodo 2026, versión 2": what the document is, in words. */
function documentName(record: ArchivedRecord): string {
  const when = record.period ? `periodo que empieza el ${formatLongDate(record.period)}` : `año ${record.year}`;
  return `${archiveKindLabels[record.kind]}, ${when}${record.version > 1 ? `, versión ${record.version}` : ""}`;
}

/** The button's visible words, which its accessible name starts with. */
const downloadLabel = (record: ArchivedRecord) => (record.kind === "report_card" ? "Descargar PDF" : "Descargar datos");

/**
 * 'Archivo académico' (admin only, issue 35): what the school kept of erased students' academic
 * record, by student name; each document downloads as it was published (a report card as its PDF).
 */
export function AcademicArchivePage() {
  const { search, setSearch, archive, download, downloading } = useAcademicArchive();
  const searchId = useId();
  const records = archive.data?.records ?? [];
  return (
    <SectionPage title="Archivo académico" intro="Lo que la escuela conserva de los estudiantes borrados, como se publicó. Solo la administración lo lee.">
      <section className="card" aria-labelledby="archive-why">
        <h2 id="archive-why">
          <Archive aria-hidden="true" /> Por qué se conserva
        </h2>
        <p>{retentionNotice.why}</p>
        <p>
          <Link to="/dashboard/privacy">Volver a Privacidad y datos</Link>
        </p>
      </section>
      <ArchiveKeeping keepYears={archive.data?.keepYears} expired={archive.data?.expiredTotal ?? 0} />
      <section className="card" aria-labelledby="archive-list-title">
        <h2 id="archive-list-title">Documentos conservados</h2>
        <div className="field">
          <Label.Root htmlFor={searchId} className="field-label">
            Buscar por nombre del estudiante
          </Label.Root>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Nombre" />
        </div>
        {archive.isError ? (
          <p role="alert" className="alert alert-error">
            {apiErrorInfo(archive.error).message}
          </p>
        ) : archive.isPending ? (
          <p role="status">Cargando...</p>
        ) : records.length === 0 ? (
          <p className="empty-state">{search.trim() ? "No hay documentos de un estudiante con ese nombre." : "Todavía no hay documentos en el archivo."}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section className="table-wrap" tabIndex={0} aria-label="Documentos del archivo académico">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Estudiante</th>
                  <th scope="col">Documento</th>
                  <th scope="col">Publicado</th>
                  <th scope="col">Borrado</th>
                  <th scope="col">Descargar</th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={record.id} data-testid="archived-record">
                    <th scope="row">
                      {record.studentName}
                      {record.tribe ? <span className="muted"> · {record.tribe}</span> : null}
                    </th>
                    <td>
                      {documentName(record)}
                      {record.expired ? <span className="muted"> · Plazo cumplido</span> : null}
                    </td>
                    <td>{formatDate(record.publishedAt)}</td>
                    <td>
                      {formatDate(record.archivedAt)} <span className="muted">por {record.erasedBy}</span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => download(record)}
                        disabled={downloading === record.id}
                        aria-label={`${downloadLabel(record)}: ${documentName(record)} de ${record.studentName}`}
                      >
                        <Download aria-hidden="true" /> {downloadLabel(record)}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
    </SectionPage>
  );
}
