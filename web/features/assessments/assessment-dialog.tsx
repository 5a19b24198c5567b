import { type FormEvent, useId, useState } from "react";
import { assessmentMessages, examInput, quizInput } from "../../../common/assessments/assessments.schema";
import { parseNumberText } from "../../../common/numbers";
import { youtubeVideoId } from "../../../common/modules/youtube";
import { Field } from "../../components/ui/field";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { NumberField } from "../../components/ui/number-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { toast } from "../../components/ui/toast";
import { ModuleSelect } from "../learning";
import { type AssessmentItem, assessmentTexts } from "./assessment-texts";
import type { AssessmentKind } from "./assessments-queries";
import { useSaveAssessment } from "./use-assessments";
import { problemOf } from "../../lib/form-rules";
import "./assessments.css";

/** 'Nuevo/Editar Examen' or 'Cuestionario': title and module checked here first, the bounds by the server. */
export function AssessmentDialog({ kind, item, onClose }: { kind: AssessmentKind; item: AssessmentItem | null; onClose: () => void }) {
  const t = assessmentTexts[kind];
  const [, maxDuration, defaultDuration] = t.bounds.duration;
  const [, maxQuestions, defaultQuestions] = t.bounds.questions;
  const [title, setTitle] = useState(item?.title ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [moduleId, setModuleId] = useState(item ? String(item.moduleId) : "");
  const [duration, setDuration] = useState(String(item?.duration ?? defaultDuration));
  const [totalQuestions, setTotalQuestions] = useState(String(item?.totalQuestions ?? defaultQuestions));
  const [passingScore, setPassingScore] = useState(String(item?.passingScore ?? t.bounds.passing[2]));
  const [isActive, setIsActive] = useState(item?.isActive ?? true);
  const [video, setVideo] = useState(item?.youtubeVideoUrl ?? "");
  const { save, busy, errors, setErrors } = useSaveAssessment(kind, item, onClose);
  const formId = useId();
  // The server's own schema says what is wrong with a bound as soon as the field is left.
  const schema = kind === "exam" ? examInput : quizInput;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !moduleId) {
      setErrors({ ...(title.trim() ? {} : { title: "El título es requerido" }), ...(moduleId ? {} : { moduleId: "Selecciona un módulo" }) });
      toast.error(assessmentMessages.required);
      return;
    }
    setErrors({});
    save({
      title: title.trim(),
      description: description.trim(),
      moduleId: Number(moduleId),
      duration: parseNumberText(duration) ?? Number.NaN,
      totalQuestions: parseNumberText(totalQuestions) ?? Number.NaN,
      passingScore: parseNumberText(passingScore) ?? Number.NaN,
      isActive,
      ...(kind === "exam" ? { youtubeVideoUrl: video.trim() || null } : {}),
    });
  }

  const videoId = kind === "exam" ? youtubeVideoId(video) : null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? t.edit : t.add}
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={busy} onCancel={onClose}>
          {busy ? "Guardando..." : "Guardar"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label="Título *" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} error={errors.title} />
        <TextAreaField label="Descripción" maxLength={5000} value={description} onChange={(e) => setDescription(e.target.value)} />
        <ModuleSelect
          label="Módulo *"
          value={moduleId}
          onChange={setModuleId}
          emptyLabel="Selecciona un módulo"
          current={item ? { id: item.moduleId, title: item.moduleTitle } : null}
        />
        {errors.moduleId ? (
          <p className="field-error" role="alert">
            {errors.moduleId}
          </p>
        ) : null}
        <NumberField
          label="Duración (minutos)"
          rule={{ min: 1, max: maxDuration, decimals: 0 }}
          problem={(text) => problemOf(schema.shape.duration, text)}
          value={duration}
          onChange={setDuration}
          error={errors.duration}
          hint={`Entre 1 y ${maxDuration}`}
        />
        <NumberField
          label="Número de preguntas"
          rule={{ min: 1, max: maxQuestions, decimals: 0 }}
          problem={(text) => problemOf(schema.shape.totalQuestions, text)}
          value={totalQuestions}
          onChange={setTotalQuestions}
          error={errors.totalQuestions}
          hint={`Entre 1 y ${maxQuestions}`}
        />
        <NumberField
          label="Puntaje mínimo (%)"
          rule={{ min: 0, max: 100, decimals: 0 }}
          problem={(text) => problemOf(schema.shape.passingScore, text)}
          value={passingScore}
          onChange={setPassingScore}
          error={errors.passingScore}
          hint="Entre 0 y 100"
        />
        {kind === "exam" ? (
          <>
            <Field
              label="Video de YouTube (opcional)"
              type="url"
              inputMode="url"
              value={video}
              onChange={(e) => setVideo(e.target.value)}
              placeholder="https://"
              error={errors.youtubeVideoUrl}
            />
            {videoId ? <img className="video-preview" src={`https://img.youtube.com/vi/${videoId}/mqdefault.jpg`} alt="Vista previa del video" width={192} height={108} /> : null}
          </>
        ) : null}
        <label className="checkbox-row">
          <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
          Activo
        </label>
      </form>
    </Modal>
  );
}
