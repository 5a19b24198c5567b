import { useMutation } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { newTaskDefaults, type TaskPriority, type TaskStatus } from "../../../common/notion/notion-tasks";
import { notionMessages, type Task, taskFieldsSchema } from "../../../common/notion/notion.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { inputLimits, problemOf } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { priorityOptions, statusOptions } from "./task-labels";
import { taskFailure } from "./task-errors";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { DateField } from "../../components/ui/date-field";

export type TaskSaved = { task: Task; created: boolean };

type Callbacks = {
  onClose: () => void;
  onSaved: (saved: TaskSaved) => void;
  /** The task no longer exists: close and reload the list. */
  onGone: () => void;
};

const isStatus = (value: string): value is TaskStatus => statusOptions.some((o) => o.value === value);
const isPriority = (value: string): value is TaskPriority => priorityOptions.some((o) => o.value === value);

/** 'Nueva tarea' and 'Editar tarea': name, status and priority required; description and date optional. */
export function TaskFormDialog({ task, onClose, onSaved, onGone }: Callbacks & { task: Task | null }) {
  const [name, setName] = useState(task?.name ?? "");
  const [description, setDescription] = useState(task?.description ?? "");
  const [status, setStatus] = useState<string>(task?.status && isStatus(task.status) ? task.status : task ? "" : newTaskDefaults.status);
  const [priority, setPriority] = useState<string>(task?.priority && isPriority(task.priority) ? task.priority : task ? "" : newTaskDefaults.priority);
  const [dueDate, setDueDate] = useState(task?.dueDate ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const descriptionId = useId();
  const action = task ? "editar" : "crear";

  const failed = (error: unknown) => {
    const failure = taskFailure(error, action);
    if (failure.gone) {
      toast.error(failure.title);
      onGone();
      return;
    }
    setErrors(failure.fields);
    toast.error(failure.title, failure.description);
  };
  const create = useMutation(trpc.notion.create.mutationOptions({ onSuccess: (d) => onSaved({ task: d.task, created: true }), onError: failed }));
  const update = useMutation(trpc.notion.update.mutationOptions({ onSuccess: (d) => onSaved({ task: d.task, created: false }), onError: failed }));
  const busy = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    const nameProblem = problemOf(taskFieldsSchema.shape.name, name);
    if (nameProblem) missing.name = nameProblem;
    if (!status) missing.status = "Elige un estado.";
    if (!priority) missing.priority = "Elige una prioridad.";
    if (Object.keys(missing).length) {
      setErrors(missing);
      toast.error(notionMessages.required);
      return;
    }
    setErrors({});
    // The selects offer only the schema's values; the server checks them again.
    const fields = { name: name.trim(), description: description.trim(), status: status as TaskStatus, priority: priority as TaskPriority, dueDate: dueDate || null };
    if (task) update.mutate({ id: task.id, fields });
    else create.mutate(fields);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={task ? "Editar tarea" : "Nueva tarea"}
      size="md"
      footer={
        <FormModalActions formId={formId} busy={busy} onCancel={onClose}>
          {busy ? "Guardando..." : "Guardar"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label="Nombre de la tarea *" value={name} onChange={(e) => setName(e.target.value)} required {...inputLimits(taskFieldsSchema.shape.name)} error={errors.name} autoComplete="off" />
        <div className="field">
          <Label.Root htmlFor={descriptionId} className="field-label">
            Descripción
          </Label.Root>
          <textarea id={descriptionId} rows={3} {...inputLimits(taskFieldsSchema.shape.description)} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <SelectField label="Estado *" value={status} onChange={setStatus} options={statusOptions} {...(status ? {} : { emptyLabel: "Elige un estado" })} />
        {errors.status ? (
          <p className="field-error" role="alert">
            {errors.status}
          </p>
        ) : null}
        <SelectField label="Prioridad *" value={priority} onChange={setPriority} options={priorityOptions} {...(priority ? {} : { emptyLabel: "Elige una prioridad" })} />
        {errors.priority ? (
          <p className="field-error" role="alert">
            {errors.priority}
          </p>
        ) : null}
        <DateField label="Fecha límite (opcional)" value={dueDate} onChange={setDueDate} error={errors.dueDate} />
      </form>
    </Modal>
  );
}

/** The status-and-priority modal: only those two fields are sent (PATCH with Status and Priority). */
export function TaskStatusDialog({ task, onClose, onSaved, onGone }: Callbacks & { task: Task }) {
  const [status, setStatus] = useState<string>(task.status && isStatus(task.status) ? task.status : newTaskDefaults.status);
  const [priority, setPriority] = useState<string>(task.priority && isPriority(task.priority) ? task.priority : newTaskDefaults.priority);
  const formId = useId();
  const mutation = useMutation(
    trpc.notion.setStatus.mutationOptions({
      onSuccess: (d) => onSaved({ task: d.task, created: false }),
      onError: (error) => {
        const failure = taskFailure(error, "actualizar");
        toast.error(failure.title, failure.description);
        if (failure.gone) onGone();
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate({ id: task.id, status: status as TaskStatus, priority: priority as TaskPriority });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !mutation.isPending && onClose()}
      title="Estado y prioridad"
      description={task.name}
      size="sm"
      footer={
        <FormModalActions formId={formId} busy={mutation.isPending} onCancel={onClose}>
          {mutation.isPending ? "Guardando..." : "Guardar"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit}>
        <SelectField label="Estado" value={status} onChange={setStatus} options={statusOptions} />
        <SelectField label="Prioridad" value={priority} onChange={setPriority} options={priorityOptions} />
      </form>
    </Modal>
  );
}
