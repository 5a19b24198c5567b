import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleCheck, ExternalLink, Send } from "lucide-react";
import { Label } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { assignmentInput, classroomMessages } from "../../../common/google-classroom/google-classroom.schema";
import { Field } from "../../components/ui/field";
import { NumberField } from "../../components/ui/number-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages, inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { ConnectButton } from "./connect-button";

type Created = { title: string; alternateLink: string | null };

/** The value a datetime-local input expects for a Date, in the browser's time zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Why the courses did not load; when the server answered (Google refused, the authorisation is gone), a way to reconnect. */
function CoursesError({ error }: { error: unknown }) {
  const info = apiErrorInfo(error);
  return (
    <div>
      <p className="alert alert-error" role="alert">
        {info.message || "No se pudieron cargar los cursos de Google Classroom"}
      </p>
      {info.status !== undefined ? (
        <div className="button-row">
          <ConnectButton label="Volver a conectar con Google Classroom" />
        </div>
      ) : null}
    </div>
  );
}

/** 'Crear Nueva Tarea': course from the connected account's list, title, description, due date-time, max points. */
export function AssignmentForm({ onClose }: { onClose: () => void }) {
  // Only an unreached server is asked again: the server already retried Google, and Google's refusal
  // or a lost authorisation stays the same until the admin reconnects.
  const courses = useQuery({ ...trpc.googleClassroom.courses.queryOptions(), retry: (count, error) => apiErrorInfo(error).status === undefined && count < 2 });
  const [courseId, setCourseId] = useState("");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [maxPoints, setMaxPoints] = useState("100");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Created | null>(null);
  const descriptionId = useId();
  const descriptionError = `${descriptionId}-error`;

  const create = useMutation(
    trpc.googleClassroom.createAssignment.mutationOptions({
      onSuccess: (result) => {
        toast.success(result.message);
        setCreated({ title: result.courseWork.title, alternateLink: result.courseWork.alternateLink });
        setTitle("");
        setDescription("");
        setDueDate("");
        setMaxPoints("100");
        setErrors({});
      },
      onError: (error) => {
        const info = apiErrorInfo(error);
        if (info.status === undefined) {
          toast.error("Error de conexión al crear tarea");
          return;
        }
        setErrors(info.fields);
        toast.error("Error al crear la tarea", info.message);
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = assignmentInput.safeParse({ courseId, title, description, maxPoints, dueDate: dueDate ? new Date(dueDate).toISOString() : null });
    if (!parsed.success) {
      const missing = fieldMessages(parsed.error);
      setErrors(missing);
      toast.error(missing.maxPoints && Object.keys(missing).length === 1 ? missing.maxPoints : classroomMessages.required);
      return;
    }
    setErrors({});
    setCreated(null);
    const { courseId: course, ...fields } = parsed.data;
    create.mutate({ courseId: course, fields });
  }

  const courseOptions = (courses.data ?? []).map((c) => ({ value: c.id, label: c.section ? `${c.name} (${c.section})` : c.name }));

  return (
    <section className="card classroom-card" aria-labelledby="classroom-form-title">
      <h2 id="classroom-form-title">Crear Nueva Tarea</h2>
      {created ? (
        <div className="alert alert-success classroom-alert" role="status">
          <CircleCheck aria-hidden="true" />
          <div>
            <p>
              {classroomMessages.created}: {created.title}
            </p>
            {created.alternateLink ? (
              <a href={created.alternateLink} target="_blank" rel="noreferrer noopener" className="classroom-link">
                <ExternalLink aria-hidden="true" /> Abrir en Google Classroom
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        {courses.isPending ? (
          <p role="status">Cargando cursos de Google Classroom...</p>
        ) : courses.isError ? (
          <CoursesError error={courses.error} />
        ) : courseOptions.length === 0 ? (
          <p className="alert alert-info" role="note">
            La cuenta conectada no tiene cursos activos donde sea docente. Crea un curso en Google Classroom y vuelve a abrir
            este formulario.
          </p>
        ) : (
          <div>
            <SelectField label="Curso (obligatorio)" value={courseId} onChange={setCourseId} emptyLabel="Elige un curso" options={courseOptions} />
            {errors.courseId ? (
              <p className="field-error" role="alert">
                {errors.courseId}
              </p>
            ) : null}
          </div>
        )}
        <Field label="Título (obligatorio)" value={title} onChange={(e) => setTitle(e.target.value)} {...inputLimits(assignmentInput.shape.title)} error={errors.title} />
        <div className="field">
          <Label.Root htmlFor={descriptionId} className="field-label">
            Descripción (obligatoria)
          </Label.Root>
          <textarea
            id={descriptionId}
            rows={4}
            {...inputLimits(assignmentInput.shape.description)}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? descriptionError : undefined}
          />
          {errors.description ? (
            <p id={descriptionError} className="field-error" role="alert">
              {errors.description}
            </p>
          ) : null}
        </div>
        <Field
          label="Fecha y hora de entrega"
          type="datetime-local"
          value={dueDate}
          min={localInputValue(new Date())}
          onChange={(e) => setDueDate(e.target.value)}
          hint="Opcional. Hora de tu dispositivo."
          error={errors.dueDate}
        />
        <NumberField label="Puntuación máxima" rule={{ min: 1, max: 1000, decimals: 0 }} value={maxPoints} onChange={setMaxPoints} error={errors.maxPoints} />
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={create.isPending || courseOptions.length === 0}>
            <Send aria-hidden="true" /> {create.isPending ? "Creando tarea..." : "Crear Tarea"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
        </div>
      </form>
    </section>
  );
}
