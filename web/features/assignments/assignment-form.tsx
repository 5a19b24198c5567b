import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Label } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { type Assignment, createAssignmentInput, updateAssignmentInput } from "../../../common/assignments/assignments.schema";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages, inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { SectionPage } from "../../components/ui/section-page";
import { DateField } from "../../components/ui/date-field";
import { TeacherVoiceRecorder } from "../teacher-voice";

/** Create (teacher for their classes, admin for any) or edit an assignment: title, description, class, due date. */
export function AssignmentForm({ editing }: { editing?: Assignment }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classes = useQuery(trpc.classes.list.queryOptions());
  const [title, setTitle] = useState(editing?.title ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [classId, setClassId] = useState(editing?.classId ? String(editing.classId) : "");
  const [dueDate, setDueDate] = useState(editing?.dueDate?.slice(0, 10) ?? "");
  const [studentId, setStudentId] = useState("");
  const students = useQuery({ ...trpc.classes.students.queryOptions({ id: Number(classId) }), enabled: !editing && classId !== "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const descriptionId = useId();

  const done = async (id: number, message: string) => {
    toast.success(message);
    await refreshAfter(queryClient, "assignments");
    await navigate({ to: "/dashboard/assignments/$id", params: { id: String(id) } });
  };
  const failed = (error: unknown) => {
    const info = apiErrorInfo(error);
    setErrors(info.fields);
    toast.error(info.message || "Error al guardar cambios");
  };
  const create = useMutation(trpc.assignments.create.mutationOptions({ onSuccess: (d) => done(d.assignment.id, d.message), onError: failed }));
  const update = useMutation(trpc.assignments.update.mutationOptions({ onSuccess: (d) => done(d.assignment.id, d.message), onError: failed }));
  const busy = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = { title: title.trim(), description: description.trim(), dueDate };
    if (editing) {
      if (valid(updateAssignmentInput, fields)) update.mutate({ id: editing.id, ...fields });
      return;
    }
    const created = { ...fields, classId: Number(classId), studentId: studentId ? Number(studentId) : null };
    if (valid(createAssignmentInput, created)) create.mutate(created);
  }

  /** The server's own rules and messages, beside each field, before anything is sent. */
  function valid(schema: z.ZodType, input: object): boolean {
    const parsed = schema.safeParse(input);
    setErrors(parsed.success ? {} : fieldMessages(parsed.error));
    return parsed.success;
  }

  const classOptions = (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.title }));
  return (
    <SectionPage title={editing ? "Editar Tarea" : "Nueva Tarea"}>
      <form className="card payment-form" onSubmit={submit} noValidate>
        <Field label="Título" value={title} onChange={(e) => setTitle(e.target.value)} required {...inputLimits(createAssignmentInput.shape.title)} error={errors.title} />
        <div className="field">
          <Label.Root htmlFor={descriptionId} className="field-label">
            Descripción
          </Label.Root>
          <textarea id={descriptionId} rows={4} {...inputLimits(createAssignmentInput.shape.description)} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        {editing ? (
          <p className="muted">Clase: {editing.class?.title ?? "Sin clase"}</p>
        ) : (
          <>
            <SelectField label="Clase" value={classId} onChange={(value) => { setClassId(value); setStudentId(""); }} emptyLabel="Selecciona una clase" options={classOptions} />
            {errors.classId ? (
              <p className="field-error" role="alert">
                {errors.classId}
              </p>
            ) : null}
            {classId ? (
              <SelectField
                label="Estudiante (opcional)"
                value={studentId}
                onChange={setStudentId}
                emptyLabel="Toda la clase"
                options={(students.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              />
            ) : null}
            {classes.isSuccess && classOptions.length === 0 ? <p className="alert alert-info">No tienes clases. Un administrador debe asignarte una clase.</p> : null}
          </>
        )}
        <DateField label="Fecha de entrega" value={dueDate} onChange={setDueDate} required error={errors.dueDate} />
        {editing ? null : <p className="muted">Después de crear la tarea puedes grabar tu voz leyéndola (en «Editar»).</p>}
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Guardando..." : editing ? "Guardar cambios" : "Crear Tarea"}
          </button>
        </div>
      </form>
      {editing ? <TeacherVoiceRecorder subject={{ subjectType: "assignment", subjectId: editing.id }} what="la tarea" /> : null}
    </SectionPage>
  );
}
