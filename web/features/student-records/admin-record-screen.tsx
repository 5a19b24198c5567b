import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { fullName } from "../../../common/users/names";
import { LeaveGuard } from "../../components/ui/leave-guard";
import { SectionPage } from "../../components/ui/section-page";
import { LoadError, Loading } from "../dashboard";
import { CorrectionRequests } from "./correction-requests";
import { GradesButton } from "./grades-dialog";
import { RecordFields } from "./record-form";
import { useRecordForm } from "./use-record-form";

/** The admin's 'Ficha de matrícula' of one child: the whole file, saved at once; the family's requests beside it. */
export function AdminRecordScreen({ studentId }: { studentId: number }) {
  const r = useRecordForm(studentId);
  const formRef = useRef<HTMLFormElement | null>(null);
  // A refused save takes the keyboard to the first field that says what is wrong.
  useEffect(() => {
    if (r.failures > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [r.failures]);
  if (r.form.isPending) return <Loading />;
  if (r.form.isError || !r.form.data || !r.draft) {
    return (
      <SectionPage title="Ficha de matrícula">
        <LoadError />
      </SectionPage>
    );
  }
  const { student, record, offeredGrades, linkedParents, sensitiveConsent, requests } = r.form.data;
  return (
    <SectionPage title={`Ficha de matrícula de ${fullName(student)}`} intro={record ? "Los datos de la matrícula, como en los documentos del estudiante." : "Este estudiante aún no tiene ficha: llénala y guárdala."}>
      <div className="record-actions">
        <Link to="/dashboard/matricula" className="btn btn-ghost">
          Volver a Matrícula
        </Link>
        <GradesButton />
      </div>
      <CorrectionRequests requests={requests} busy={r.resolving} resolve={r.resolve} />
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-label="Ficha de matrícula"
        onSubmit={(event) => {
          event.preventDefault();
          r.submit();
        }}
      >
        <RecordFields draft={r.draft} change={r.change} fields={r.fields} warnings={r.warnings} offeredGrades={offeredGrades} linkedParents={linkedParents} sensitiveConsent={sensitiveConsent} />
        {r.formError ? (
          <p className="alert alert-error" role="alert">
            {r.formError}
          </p>
        ) : null}
        <div className="record-actions">
          <button type="submit" className="btn btn-primary" disabled={r.saving}>
            {r.saving ? "Guardando..." : "Guardar ficha"}
          </button>
          {r.dirty ? (
            <button type="button" className="btn btn-ghost" onClick={r.discard} disabled={r.saving}>
              Descartar cambios
            </button>
          ) : null}
        </div>
      </form>
      <LeaveGuard dirty={r.dirty} message="La ficha tiene cambios sin guardar. ¿Salir sin guardarlos?" />
    </SectionPage>
  );
}
