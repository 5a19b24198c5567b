import { useId } from "react";
import { Field } from "../../components/ui/field";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { ErrorNotice } from "../../components/ui/notice";
import { TextAreaField } from "../../components/ui/textarea-field";
import { FixedTribe, ManagePlacement, ModuleFileField, SubjectPlacement } from "./module-form-fields";
import { type ModuleFormOptions, useModuleForm } from "./use-module-form";

/**
 * The module dialogs of the spec, one component:
 * - tribe: create on a tribe-subject page (tribe and subject come from the page);
 * - detail: edit from the module page (adds forms and work-upload texts);
 * - subject: create on a subject's modules page (tribe optional, subject read-only);
 * - manage: the management table's modal (tribe select, subjects multi-select, PDF and video URLs).
 */
export type ModuleFormVariant = "tribe" | "detail" | "subject" | "manage";

export function ModuleFormDialog(props: ModuleFormOptions) {
  const { open, onOpenChange, mode, variant, module, materia } = props;
  const form = useModuleForm(props);
  const id = useId();
  const formId = `${id}-form`;
  const manage = variant === "manage";
  const title = manage ? (mode === "create" ? "Crear Módulo" : "Editar Módulo") : mode === "create" ? "Crear módulo" : "Editar módulo";

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={form.saving} onCancel={() => onOpenChange(false)}>
          {form.saving ? "Guardando..." : mode === "create" ? "Crear módulo" : "Guardar cambios"}
        </FormModalActions>
      }
    >
      <form id={formId} className="form" onSubmit={form.submit} noValidate>
        {form.error ? <ErrorNotice>{form.error}</ErrorNotice> : null}
        <Field label="Título *" value={form.form.title} onChange={form.set("title")} required maxLength={200} />
        <TextAreaField label="Descripción *" value={form.form.description} onChange={form.set("description")} required maxLength={5000} />
        <Field label="URL (opcional)" type="url" value={form.form.url} onChange={form.set("url")} placeholder="https://" />

        {variant === "subject" ? <SubjectPlacement form={form} materiaName={materia?.name} /> : null}
        {manage ? <ManagePlacement form={form} /> : null}
        {mode === "edit" && (variant === "tribe" || variant === "detail") ? <FixedTribe tribe={module?.tribe} /> : null}
        {variant === "tribe" || variant === "detail" ? <ModuleFileField id={`${id}-file`} form={form} mode={mode} module={module} /> : null}

        <Field
          label={manage ? "URL del video" : "Enlace de YouTube (opcional)"}
          type="url"
          value={form.form.youtubeVideo}
          onChange={form.set("youtubeVideo")}
          placeholder="https://www.youtube.com/watch?v=..."
        />
        <TextAreaField label="Instrucciones (opcional)" value={form.form.instructions} onChange={form.set("instructions")} />
        {variant === "detail" || manage ? (
          <>
            <TextAreaField label="Preguntas de opción múltiple (opcional)" value={form.form.forms} onChange={form.set("forms")} />
            <TextAreaField label="Instrucciones para subir el trabajo (opcional)" value={form.form.workUpload} onChange={form.set("workUpload")} />
          </>
        ) : null}
      </form>
    </Modal>
  );
}
