import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Archive, CircleAlert, CircleCheck, Download, History, ShieldOff, Trash2 } from "lucide-react";
import { Label } from "radix-ui";
import { useDeferredValue, useId, useState } from "react";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { openProtectedFile } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../../components/ui/section-page";
import { EraseDialog } from "./erase-dialog";
import "./privacy.css";

const reasons = {
  none: { icon: CircleAlert, label: "Nunca dado" },
  revoked: { icon: ShieldOff, label: "Retirado" },
  outdated: { icon: History, label: "Aviso anterior" },
} as const;

type Student = { id: number; firstName: string; lastName: string; email: string };

/** 'Privacidad y datos' (admin): who lacks a guardian's consent, and per student the export and the erasure. */
export function PrivacyAdminPage() {
  const missing = useQuery(trpc.privacy.missingConsents.queryOptions());
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const searchId = useId();
  const students = useQuery(trpc.users.list.queryOptions({ role: "student", search: deferred || undefined, sort: "name", direction: "asc", pageSize: 20 }));
  const [erasing, setErasing] = useState<Student | null>(null);
  const data = missing.data;

  async function exportStudent(student: Student) {
    try {
      await openProtectedFile(`/api/students/${student.id}/export`, `datos-${student.firstName.toLowerCase()}-${student.lastName.toLowerCase()}.zip`, "download");
    } catch {
      toast.error("No se pudo descargar", "Intenta nuevamente en un momento.");
    }
  }

  return (
    <SectionPage title="Privacidad y datos" intro="Consentimientos de las familias, y copia o borrado de los datos de un estudiante.">
      <ul className="stat-grid" aria-label="Resumen de consentimientos">
        <li className="card stat">
          <span className="stat-value">{data?.totalStudents ?? "—"}</span> Estudiantes
        </li>
        <li className="card stat">
          <span className="stat-value">{data?.withConsent ?? "—"}</span> Con consentimiento
        </li>
        <li className="card stat" data-testid="missing-consents">
          <span className="stat-value">{data?.students.length ?? "—"}</span> Sin consentimiento
        </li>
      </ul>

      <section className="card" aria-labelledby="missing-title">
        <h2 id="missing-title">Estudiantes sin consentimiento</h2>
        {data ? <p className="muted">Aviso de privacidad vigente: versión {data.noticeVersion}.</p> : null}
        {missing.isError ? (
          <p role="alert" className="alert alert-error">
            {apiErrorInfo(missing.error).message}
          </p>
        ) : !data ? (
          <p role="status">Cargando...</p>
        ) : data.students.length === 0 ? (
          <p className="empty-state">
            <CircleCheck aria-hidden="true" /> Todos los estudiantes tienen el consentimiento de su familia.
          </p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section className="table-wrap" tabIndex={0} aria-label="Estudiantes sin consentimiento">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Estudiante</th>
                  <th scope="col">Familia</th>
                  <th scope="col">Situación</th>
                </tr>
              </thead>
              <tbody>
                {data.students.map((student) => {
                  const reason = reasons[student.reason];
                  return (
                    <tr key={student.id}>
                      <th scope="row">
                        {student.name}
                        <span className="muted consent-email"> {student.email}</span>
                      </th>
                      <td>{student.parentName ?? "Sin familia vinculada"}</td>
                      <td>
                        <span className="consent-reason">
                          <reason.icon aria-hidden="true" /> {reason.label}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
      </section>

      <section className="card" aria-labelledby="student-data-title">
        <h2 id="student-data-title">Datos de un estudiante</h2>
        <p>
          Descarga una copia de todo lo que la escuela guarda sobre un estudiante, o bórralo si la familia lo pide. Lo que la ley
          obliga a conservar (boletines e informes publicados, decisiones de promoción) queda en el{" "}
          <Link to="/dashboard/archivo-academico">
            <Archive aria-hidden="true" /> Archivo académico
          </Link>
          .
        </p>
        <div className="field">
          <Label.Root htmlFor={searchId} className="field-label">
            Buscar estudiante
          </Label.Root>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Nombre o correo" />
        </div>
        {students.isPending ? (
          <p role="status">Cargando...</p>
        ) : (students.data?.users ?? []).length === 0 ? (
          <p className="empty-state">No hay estudiantes que coincidan.</p>
        ) : (
          <ul className="privacy-students">
            {(students.data?.users ?? []).map((student) => (
              <li key={student.id} className="privacy-student">
                <div>
                  <strong>
                    {student.firstName} {student.lastName}
                  </strong>
                  <span className="muted"> {student.email}</span>
                </div>
                <div className="button-row">
                  <button type="button" className="btn btn-secondary" onClick={() => exportStudent(student)} aria-label={`Exportar datos de ${student.firstName} ${student.lastName}`}>
                    <Download aria-hidden="true" /> Exportar datos
                  </button>
                  <button type="button" className="btn btn-danger" onClick={() => setErasing(student)} aria-label={`Borrar estudiante ${student.firstName} ${student.lastName}`}>
                    <Trash2 aria-hidden="true" /> Borrar estudiante
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {students.data && students.data.total > students.data.users.length ? (
          <p className="muted">
            Mostrando {students.data.users.length} de {students.data.total}. Escribe parte del nombre para encontrar a los demás.
          </p>
        ) : null}
      </section>

      {erasing ? <EraseDialog student={erasing} onClose={() => setErasing(null)} /> : null}
    </SectionPage>
  );
}
