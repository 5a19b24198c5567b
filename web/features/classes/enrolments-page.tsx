import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleMinus, Clock, UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type Enrolment, type EnrolmentStatus, enrolmentStatuses, enrolmentStatusLabels } from "../../../common/classes/classes.schema";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import { formatDate } from "../../../common/format";

const statusBadge: Record<EnrolmentStatus, { className: string; Icon: typeof Clock }> = {
  active: { className: "badge-approved", Icon: CircleCheck },
  pending: { className: "badge-pending", Icon: Clock },
  completed: { className: "badge-info", Icon: CircleCheck },
  dropped: { className: "badge-rejected", Icon: CircleMinus },
};

/** enrollmentStatus.{status}, as icon and word. */
export function EnrolmentStatusBadge({ status }: { status: string }) {
  const known = (enrolmentStatuses as readonly string[]).includes(status) ? (status as EnrolmentStatus) : null;
  if (!known) return <span className="badge">{status}</span>;
  const { className, Icon } = statusBadge[known];
  return (
    <span className={`badge ${className}`}>
      <Icon aria-hidden="true" /> {enrolmentStatusLabels[known]}
    </span>
  );
}

export function EnrolmentsPage() {
  const queryClient = useQueryClient();
  const enrolments = useQuery(trpc.classes.enrolments.queryOptions());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Enrolment | null>(null);
  const remove = useMutation(
    trpc.classes.removeEnrolment.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        setRemoving(null);
        await refreshAfter(queryClient, "classes");
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "Error al eliminar la inscripción"),
    }),
  );
  const list = enrolments.data ?? [];

  return (
    <SectionPage title="Inscripciones de Estudiantes">
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" /> Inscribir estudiante
        </button>
      </div>
      <section className="card" aria-labelledby="enrolments-title">
        <h2 id="enrolments-title">Inscripciones ({list.length})</h2>
        {enrolments.isError ? (
          <p role="alert" className="alert alert-error">
            Error cargando datos
          </p>
        ) : enrolments.isPending ? (
          <p>Cargando inscripciones...</p>
        ) : list.length === 0 ? (
          <p className="empty-state">No hay inscripciones.</p>
        ) : (
          <ul className="payment-list">
            {list.map((item) => {
              const name = `${item.student.firstName} ${item.student.lastName}`;
              return (
                <li key={item.id} className="payment-item" data-testid="enrolment-item">
                  <div className="payment-main">
                    <strong>{name}</strong>
                    <span>{item.class.title}</span>
                    <EnrolmentStatusBadge status={item.status} />
                  </div>
                  <p className="muted">
                    {item.student.email} · Inscrito el {formatDate(item.joinedAt)}
                  </p>
                  <div className="button-row compact">
                    <button type="button" className="btn btn-danger" onClick={() => setRemoving(item)}>
                      Quitar <span className="visually-hidden">a {name} de {item.class.title}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {adding ? <EnrolDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Quitar inscripción"
        message={removing ? `¿Quitar a ${removing.student.firstName} ${removing.student.lastName} de ${removing.class.title}?` : ""}
        confirmLabel="Quitar"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      />
    </SectionPage>
  );
}

function EnrolDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const options = useQuery(trpc.classes.options.queryOptions());
  const classes = useQuery(trpc.classes.list.queryOptions());
  const [studentId, setStudentId] = useState("");
  const [classId, setClassId] = useState("");
  const [status, setStatus] = useState<string>("active");
  const [error, setError] = useState("");
  const formId = useId();
  const enrol = useMutation(
    trpc.classes.enrol.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await refreshAfter(queryClient, "classes");
        onClose();
      },
      onError: (err) => setError(apiErrorInfo(err).message),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!studentId || !classId) {
      setError("Selecciona un estudiante y una clase.");
      return;
    }
    setError("");
    enrol.mutate({ studentId: Number(studentId), classId: Number(classId), status: status as EnrolmentStatus });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Inscribir estudiante"
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={enrol.isPending}>
            {enrol.isPending ? "Guardando..." : "Inscribir"}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <SelectField
          label="Estudiante"
          value={studentId}
          onChange={setStudentId}
          emptyLabel="Selecciona un estudiante"
          options={(options.data?.students ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.email})` }))}
        />
        <SelectField
          label="Clase"
          value={classId}
          onChange={setClassId}
          emptyLabel="Selecciona una clase"
          options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
        />
        <SelectField
          label="Estado"
          value={status}
          onChange={setStatus}
          options={enrolmentStatuses.map((value) => ({ value, label: enrolmentStatusLabels[value] }))}
        />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
