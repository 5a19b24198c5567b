import { type FormEvent, useId, useState } from "react";
import { type TodoItem, todoMessages } from "../../../common/todo/todo.schema";
import type { TodoPriority, TodoStatus } from "../../../common/todo/todo.vocabulary";
import { Field } from "../../components/ui/field";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { priorityOptions, statusOptions } from "./todo-labels";
import { useSaveTodo } from "./use-todo";
import { DateField } from "../../components/ui/date-field";

/** 'Nueva tarea' / 'Editar tarea': the title is checked here first, everything else by the server. */
export function TodoDialog({
  item,
  onClose,
  onSaved,
  onError,
}: {
  item: TodoItem | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [title, setTitle] = useState(item?.title ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [priority, setPriority] = useState<string>(item?.priority ?? "medium");
  const [status, setStatus] = useState<string>(item ? (item.completed ? "done" : item.status) : "todo");
  const [dueDate, setDueDate] = useState(item?.dueDate && /^\d{4}-\d{2}-\d{2}$/.test(item.dueDate) ? item.dueDate : "");
  const [assignedTo, setAssignedTo] = useState(item?.assignedTo ?? "");
  const [tags, setTags] = useState(item?.tags.join(", ") ?? "");
  const [notes, setNotes] = useState(item?.notes ?? "");
  const { save, busy, errors, setErrors } = useSaveTodo(item, { onSaved, onError });
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: todoMessages.titleRequired });
      return;
    }
    setErrors({});
    // The selects offer only the schema's values; the server checks them again.
    save({ title: title.trim(), description, priority: priority as TodoPriority, status: status as TodoStatus, dueDate: dueDate || null, assignedTo, tags, notes });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? "Editar tarea" : "Nueva tarea"}
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={busy} onCancel={onClose}>
          {busy ? "Guardando..." : "Guardar"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label="Título *" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} error={errors.title} />
        <TextAreaField label="Descripción" maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
        <div className="form-row">
          <SelectField label="Prioridad" value={priority} onChange={setPriority} options={priorityOptions} />
          <SelectField label="Estado" value={status} onChange={setStatus} options={statusOptions} />
        </div>
        <div className="form-row">
          <DateField label="Fecha límite" value={dueDate} onChange={setDueDate} error={errors.dueDate} />
          <Field label="Responsable" value={assignedTo} onChange={(e) => setAssignedTo(e.target.value)} maxLength={120} error={errors.assignedTo} />
        </div>
        <Field label="Etiquetas" value={tags} onChange={(e) => setTags(e.target.value)} hint="Separadas por comas, por ejemplo: familias, compras" error={errors.tags} />
        <TextAreaField label="Notas" rows={2} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </form>
    </Modal>
  );
}
