import { Link } from "@tanstack/react-router";
import { CalendarRange, FileUp } from "lucide-react";
import { enrolmentStatuses, enrolmentStatusLabels } from "../../../common/student-records/record-codes";
import { schoolToday } from "../../../common/format";
import { Field } from "../../components/ui/field";
import { ReportLinks } from "../enrolment-reports";
import { SectionPage } from "../../components/ui/section-page";
import { SelectField } from "../../components/ui/select-field";
import { LoadError, Loading } from "../dashboard";
import { EnrolmentRow } from "./enrolment-row";
import { NovedadDialog } from "./novedad-dialog";
import { PendingCorrections } from "./pending-corrections";
import { useEnrolment } from "./use-enrolment";
import "./enrolment.css";

/**
 * 'Matrícula' (issue 36): the school's record of its students, one row per file, with its status
 * and what the SIMAT report still lacks; each row opens the file and records a novedad.
 */
export function EnrolmentScreen() {
  const e = useEnrolment();
  const rows = e.shown;
  return (
    <SectionPage title="Matrícula" intro="La ficha de matrícula de cada estudiante, su estado y sus novedades (retiros, traslados, reingresos).">
      <div className="enrolment-actions">
        <Link to="/dashboard/matricula/importar" className="btn btn-primary">
          <FileUp aria-hidden="true" /> Importar hoja de cálculo
        </Link>
        <Link to="/dashboard/matricula/cierre-de-ano" className="btn btn-secondary">
          <CalendarRange aria-hidden="true" /> Cierre de año
        </Link>
      </div>
      <section aria-label="Informes" className="enrolment-reports">
        <ReportLinks year={Number(schoolToday().slice(0, 4))} />
      </section>
      <PendingCorrections />
      <search className="card enrolment-filters" aria-label="Buscar fichas">
        <Field label="Buscar por nombre, documento o tribu" type="search" value={e.search} onChange={(event) => e.setSearch(event.target.value)} />
        <SelectField
          label="Estado"
          value={e.status}
          onChange={(value) => e.setStatus(value as typeof e.status)}
          emptyLabel="Todos los estados"
          options={enrolmentStatuses.map((s) => ({ value: s, label: enrolmentStatusLabels[s].M }))}
        />
      </search>
      {e.list.isPending ? <Loading /> : null}
      {e.list.isError ? <LoadError /> : null}
      {e.list.data ? (
        <>
          <p className="muted" aria-live="polite">
            {rows.length === e.list.data.length ? `${rows.length} fichas` : `${rows.length} de ${e.list.data.length} fichas`}
          </p>
          {e.list.data.length === 0 ? (
            <p className="card">Para empezar, importa la hoja de cálculo de la escuela o llena la ficha de cada estudiante desde su página.</p>
          ) : (
            <div className="enrolment-table-wrap">
              <table className="enrolment-table">
                <caption className="visually-hidden">Fichas de matrícula</caption>
                <thead>
                  <tr>
                    <th scope="col">Estudiante</th>
                    <th scope="col">Documento</th>
                    <th scope="col">Grado</th>
                    <th scope="col">Tribu</th>
                    <th scope="col">Estado</th>
                    <th scope="col">Datos que faltan</th>
                    <th scope="col">
                      <span className="visually-hidden">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <EnrolmentRow key={row.recordId} row={row} onNovedad={() => e.start(row)} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
      {e.open ? <NovedadDialog e={e} row={e.open} /> : null}
    </SectionPage>
  );
}
