import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleCheck, ExternalLink, Send } from "lucide-react";
import { Label } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { assignmentInput, classroomMessages } from "../../../common/google-classroom/google-classroom.schema";
import { type NumberRule, parseNumberField } from "../../../common/numbers";
import { Field } from "../../components/ui/field";
import { NumberField } from "../../components/ui/number-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages, inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { ConnectButton } from "./connect-button";
import { isIsoDay, parseTimeText } from "../../../common/dates";
import { schoolToday } from "../../../common/format";
import { DateField } from "../../components/ui/date-field";
import "./google-classroom.css";

type Created = { title: string; alternateLink: string | null };

/**
 * The due instant of a day and a typed time, in the school's zone (Bogotá keeps UTC-5 all year);
 * a day without a time is due at its end. A time that is no time gives null (the field says why).
 */
function dueInstant(day: string, time: string): string | null {
  const read = parseTimeText(time);
  if (!read.ok) return null;
  return new Date(`${day}T${read.value ?? "23:59"}:00-05:00`).toISOString();
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

/** Whole points from 1 to 1000, as Classroom takes them. */
const pointsRule: NumberRule = { min: 1, max: 1000, decimals: 0 };

/** 'Crear Nueva Tarea': course from the connected account's list, title, description, due date-time, max points. */
export function AssignmentForm({ onClose }: { onClose: () => void }) {
  // Only an unreached server is asked again: the server already retried Google, and Google's refusal
  // or a lost authorisation stays the same until the admin reconnects.
  const courses = useQuery({ ...trpc.googleClassroom.courses.queryOptions(), retry: (count, error) => apiErrorInfo(error).status === undefined && count < 2 });
  const [courseId, setCourseId] = useState("");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [dueTime, setDueTime] = useState("");
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
        setDueTime("");
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
    const time = parseTimeText(dueTime);
    if (!time.ok) {
      setErrors({ dueTime: time.message });
      toast.error(time.message);
      return;
    }
    // A day that is no ISO day yet goes as typed, and the schema answers its own message.
    const due = dueDate === "" ? null : isIsoDay(dueDate) ? dueInstant(dueDate, dueTime) : dueDate;
    // "100" or "1.000" as typed (common/numbers.ts); empty keeps Google's default of 100; anything else is refused by the schema.
    const points = parseNumberField(maxPoints, pointsRule);
    const typedPoints = points.ok ? (points.value ?? "") : Number.NaN;
    const parsed = assignmentInput.safeParse({ courseId, title, description, maxPoints: typedPoints, dueDate: due });
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
        <div className="form-row">
          <DateField label="Fecha de entrega (opcional)" value={dueDate} min={schoolToday()} onChange={setDueDate} error={errors.dueDate} />
          <Field
            label="Hora de entrega (opcional)"
            autoComplete="off"
            placeholder="15:30"
            value={dueTime}
            onChange={(e) => setDueTime(e.target.value)}
            onBlur={() => {
              const read = parseTimeText(dueTime);
              setErrors((current) => ({ ...current, dueTime: read.ok ? "" : read.message }));
            }}
            hint="Hora de Colombia, por ejemplo 15:30 o 3:30 p. m.; sin hora, al final del día."
            error={errors.dueTime || undefined}
          />
        </div>
        <NumberField label="Puntuación máxima" rule={pointsRule} value={maxPoints} onChange={setMaxPoints} error={errors.maxPoints} />
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
