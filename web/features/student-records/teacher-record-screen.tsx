import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { SectionPage } from "../../components/ui/section-page";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { LoadError, Loading } from "../dashboard";
import { RecordView } from "./record-view";

/** 'Ficha escolar': what a teacher needs of a pupil's file (grade, health insurer, blood type, who picks the child up), read-only. */
export function TeacherRecordScreen({ studentId }: { studentId: number }) {
  const record = useQuery({ ...trpc.studentRecords.get.queryOptions({ studentId }), retry: false });
  const back = (
    <p>
      <Link to="/dashboard/students" className="btn btn-ghost">
        Volver a Mis Estudiantes
      </Link>
    </p>
  );
  if (record.isPending) return <Loading />;
  if (record.isError) {
    const info = apiErrorInfo(record.error);
    return (
      <SectionPage title="Ficha escolar">
        {back}
        {info.status === 404 ? <p className="card">La escuela aún no ha llenado la ficha de matrícula de este estudiante.</p> : info.status === 403 ? <p className="alert alert-error" role="alert">{info.message}</p> : <LoadError />}
      </SectionPage>
    );
  }
  const r = record.data;
  return (
    <SectionPage title={`Ficha escolar de ${`${r.firstNames ?? ""} ${r.lastNames ?? ""}`.trim()}`} intro="Los datos que necesitas en el aula: grado, salud y quién puede recoger al niño o la niña. Los documentos y la dirección los lleva la dirección.">
      {back}
      <RecordView record={r} />
    </SectionPage>
  );
}
