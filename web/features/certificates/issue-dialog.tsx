import { Label } from "radix-ui";
import { useId } from "react";
import { certificateKinds, certificateKindLabels } from "../../../common/student-records/record-codes";
import type { CertificateStudentOption } from "../../../common/certificates/certificates";
import { Field } from "../../components/ui/field";
import { FormModal } from "../../components/ui/form-modal";
import type { IssueForm } from "./use-certificates";


type Props = {
  form: IssueForm;
  students: CertificateStudentOption[] | undefined;
  fields: Record<string, string>;
  busy: boolean;
  change: (patch: Partial<IssueForm>) => void;
  submit: () => void;
  close: () => void;
};

/** A labelled native select whose error is tied to it, as Field does for inputs. */
function Choice({ label, value, error, onChange, children }: { label: string; value: string; error?: string | undefined; onChange: (value: string) => void; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <Label.Root htmlFor={id} className="field-label">
        {label}
      </Label.Root>
      <select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Expedir certificado': the student, the kind and the year; the server says in Spanish why one cannot be issued. */
export function IssueDialog({ form, students, fields, busy, change, submit, close }: Props) {
  return (
    <FormModal
      title="Expedir certificado"
      description="La constancia de estudio dice que el estudiante está matriculado hoy; el certificado de estudios copia los resultados del informe final publicado del año."
      busy={busy}
      submitLabel="Expedir"
      busyLabel="Expidiendo..."
      onSubmit={() => submit()}
      close={close}
    >
      <Choice label="Estudiante" value={form.studentId} error={fields.studentId} onChange={(studentId) => change({ studentId })}>
        <option value="">{students ? "Elige un estudiante" : "Cargando estudiantes..."}</option>
        {(students ?? []).map((s) => (
          <option key={s.studentId} value={String(s.studentId)}>
            {[s.name, s.grade, s.status ?? "sin ficha"].filter(Boolean).join(" · ")}
          </option>
        ))}
      </Choice>
      <Choice label="Tipo" value={form.kind} error={fields.kind} onChange={(kind) => change({ kind: kind as IssueForm["kind"] })}>
        {certificateKinds.map((kind) => (
          <option key={kind} value={kind}>
            {certificateKindLabels[kind]}
          </option>
        ))}
      </Choice>
      <Field label="Año lectivo" inputMode="numeric" value={form.year} error={fields.year} maxLength={4} onChange={(e) => change({ year: e.target.value })} />
      {fields._ ? (
        <p role="alert" className="field-error">
          {fields._}
        </p>
      ) : null}
    </FormModal>
  );
}
