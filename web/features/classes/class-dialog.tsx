import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { classMessages, createClassInput, type SchoolClass } from "../../../common/classes/classes.schema";
import { errorMessages } from "../../../common/error-messages";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages, inputLimits } from "../../lib/form-rules";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/**
 * Admin's add/edit dialog: title, description, module and teacher. On edit, a changed teacher is
 * its own call (PUT body teacherId), as in the spec, so its failure reads 'Error al asignar profesor'.
 */
export function ClassDialog({ editing, onClose }: { editing: SchoolClass | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const options = useQuery(trpc.classes.options.queryOptions());
  const [title, setTitle] = useState(editing?.title ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [moduleId, setModuleId] = useState(editing?.moduleId ? String(editing.moduleId) : "");
  const [teacherId, setTeacherId] = useState(editing?.teacherId ? String(editing.teacherId) : "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const descriptionId = useId();
  const create = useMutation(trpc.classes.create.mutationOptions());
  const update = useMutation(trpc.classes.update.mutationOptions());
  const busy = create.isPending || update.isPending;

  const failed = (error: unknown, fallback: string) => {
    const info = apiErrorInfo(error);
    setErrors(info.fields);
    toast.error(info.status === 401 ? errorMessages.unauthorized : fallback);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const fields = { title: title.trim(), description: description.trim(), moduleId: moduleId ? Number(moduleId) : null };
    const parsed = createClassInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    const teacher = teacherId ? Number(teacherId) : null;
    if (!editing) {
      try {
        await create.mutateAsync({ ...fields, teacherId: teacher });
      } catch (error) {
        return failed(error, "Error al guardar la clase");
      }
    } else {
      if (teacher !== editing.teacherId) {
        try {
          await update.mutateAsync({ id: editing.id, teacherId: teacher });
        } catch (error) {
          return failed(error, "Error al asignar profesor");
        }
      }
      try {
        await update.mutateAsync({ id: editing.id, ...fields });
      } catch (error) {
        return failed(error, "Error al guardar la clase");
      }
    }
    toast.success(editing ? classMessages.updated : classMessages.created);
    await refreshAfter(queryClient, "classes");
    onClose();
  }

  const formId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? "Editar Clase" : "Agregar Clase"}
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {busy ? "Guardando..." : "Guardar"}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={save} noValidate>
        <Field label="Título" value={title} onChange={(e) => setTitle(e.target.value)} required {...inputLimits(createClassInput.shape.title)} error={errors.title} />
        <div className="field">
          <Label.Root htmlFor={descriptionId} className="field-label">
            Descripción
          </Label.Root>
          <textarea id={descriptionId} rows={3} {...inputLimits(createClassInput.shape.description)} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <SelectField
          label="Módulo"
          value={moduleId}
          onChange={setModuleId}
          emptyLabel="Sin módulo"
          options={(options.data?.modules ?? []).map((m) => ({ value: String(m.id), label: m.title }))}
        />
        <SelectField
          label="Profesor"
          value={teacherId}
          onChange={setTeacherId}
          emptyLabel="Sin profesor"
          options={(options.data?.teachers ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.email})` }))}
        />
        {errors.teacherId || errors.moduleId ? (
          <p className="field-error" role="alert">
            {errors.teacherId ?? errors.moduleId}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
