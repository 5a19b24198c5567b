import { type FormEvent, useId, useState } from "react";
import { type AnnouncementScope, announcementMessages as m } from "../../../common/announcements/announcements.schema";
import type { SchoolClass } from "../../../common/classes/classes.schema";
import { tribes as schoolTribes } from "../../../common/school";
import { isAdmin } from "../../../common/school.policy";
import { acceptAttribute, fileTooLargeMessage, maxUploadBytes, namedAsKind, pdfOrImageKinds } from "../../../common/uploads";
import type { PublicUser } from "../../../common/users/users.schema";
import { Field } from "../../components/ui/field";
import { FilePicker } from "../../components/ui/file-picker";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { ErrorNotice } from "../../components/ui/notice";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useDraft } from "../../lib/drafts";
import { AudienceChoices } from "./audience-choices";
import { type NewAnnouncement, PublishError } from "./use-announcements";

/** What the form checks before sending: the server's own messages (common/), field by field. */
function problemsOf(v: NewAnnouncement): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!v.title.trim()) problems.title = m.titleRequired;
  if (!v.text.trim()) problems.text = m.textRequired;
  if (v.scope === "tribes" && v.tribes.length === 0) problems.tribes = m.tribesRequired;
  if (v.scope === "classes" && v.classIds.length === 0) problems.classIds = m.classesRequired;
  if (!v.forFamilies && !v.forStudents) problems.forFamilies = m.audienceRequired;
  if (v.file && !namedAsKind(v.file, pdfOrImageKinds)) problems.file = m.wrongAttachment;
  else if (v.file && v.file.size > maxUploadBytes) problems.file = fileTooLargeMessage;
  return problems;
}

/**
 * 'Nuevo comunicado' (issue 25): title, text, where it goes (admins: the whole school, tribes or
 * classes; a teacher: her tribe or the classes she teaches), for families and/or students, an
 * optional PDF or picture, and «Requiere confirmación».
 */
export function NewAnnouncementDialog({
  user,
  classes,
  onPublish,
  onClose,
}: {
  user: PublicUser;
  classes: SchoolClass[];
  onPublish: (values: NewAnnouncement) => Promise<void>;
  onClose: () => void;
}) {
  const admin = isAdmin(user);
  const ownClasses = admin ? classes : classes.filter((c) => c.teacherId === user.id);
  const ownTribes = admin ? [...schoolTribes] : user.tribe ? [user.tribe] : [];
  const initialScope: AnnouncementScope = admin ? "school" : user.tribe ? "tribes" : "classes";
  // The title and the text outlive a reload or a dialog closed by mistake until the announcement is sent (issue 34).
  const draft = useDraft("announcement:new", { title: "", text: "" });
  const [values, setValues] = useState<Omit<NewAnnouncement, "title" | "text">>({
    scope: initialScope,
    tribes: admin ? [] : ownTribes,
    classIds: [],
    forFamilies: true,
    forStudents: false,
    requiresConfirmation: false,
    file: null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const form: NewAnnouncement = { ...values, title: draft.value.title, text: draft.value.text };
  const set = (change: Partial<NewAnnouncement>) => {
    const { title, text, ...rest } = change;
    if (title !== undefined || text !== undefined) draft.setValue((d) => ({ title: title ?? d.title, text: text ?? d.text }));
    setValues((v) => ({ ...v, ...rest }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = problemsOf(form);
    setErrors(problems);
    setFormError("");
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await onPublish({ ...form, title: form.title.trim(), text: form.text.trim() });
      draft.clear();
      onClose();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : "No se pudo publicar el comunicado");
      if (error instanceof PublishError) setErrors(error.fields);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Nuevo comunicado"
      description="Llega a quienes elijas, en su lista de comunicados."
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={saving} onCancel={onClose}>
          {saving ? "Publicando..." : "Publicar"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {formError ? <ErrorNotice>{formError}</ErrorNotice> : null}
        {draft.restored ? (
          <p className="muted draft-note">
            Recuperamos tu borrador: sigue donde ibas.{" "}
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                draft.clear();
                // The button goes with the note: focus stays in the form, on the emptied title.
                document.getElementById(`${formId}-title`)?.focus();
              }}
            >
              Descartar borrador
            </button>
          </p>
        ) : null}
        <Field id={`${formId}-title`} label="Título" value={form.title} maxLength={150} required error={errors.title} onChange={(e) => set({ title: e.target.value })} />
        <TextAreaField label="Texto" rows={6} value={form.text} maxLength={5000} required error={errors.text} onChange={(e) => set({ text: e.target.value })} />
        <AudienceChoices admin={admin} values={form} set={set} tribes={ownTribes} classes={ownClasses} errors={errors} />
        <FilePicker
          label="Adjunto (opcional)"
          accept={acceptAttribute(pdfOrImageKinds)}
          file={values.file}
          onChoose={(file) => set({ file })}
          hint="Un PDF o una imagen (PNG, JPG, GIF o WEBP), hasta 10 MB. Si es una imagen y va para estudiantes, la ven junto al comunicado."
          error={errors.file}
        />
        <label className="choice">
          <input
            type="checkbox"
            checked={values.requiresConfirmation}
            aria-describedby={`${formId}-confirm-hint`}
            onChange={(e) => set({ requiresConfirmation: e.target.checked })}
          />{" "}
          Requiere confirmación
        </label>
        <p id={`${formId}-confirm-hint`} className="field-hint">Quienes lo reciben lo confirman con «Leído», y ves quién falta.</p>
      </form>
    </Modal>
  );
}
