import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { useId, useState } from "react";
import {
  reviewInput,
  reviewStatuses,
  type Submission,
  submissionStatusLabels,
} from "../../../common/student-work/student-work.schema";
import { numberFieldText } from "../../../common/numbers";
import { gradeFromText, gradeMessages, gradeProblem, gradeRule } from "../../../common/student-work/grade";
import { Modal } from "../../components/ui/modal";
import { NumberField } from "../../components/ui/number-field";
import { WorkFiles } from "../../components/ui/work-files";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { TeacherVoiceRecorder } from "../teacher-voice";

const gradeNumberRule = { min: gradeRule.min, max: gradeRule.max, decimals: 1 };

type ReviewStatus = (typeof reviewStatuses)[number];
const statusOptions = reviewStatuses.map((value) => ({ value, label: submissionStatusLabels[value] }));

/** Status (REVIEWED by default for pending work), optional feedback and a grade from 0 to 10. */
export function ReviewWorkDialog({ work, onClose }: { work: Submission; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReviewStatus>(work.status === "SUBMITTED" ? "REVIEWED" : (work.status as ReviewStatus));
  const [feedback, setFeedback] = useState(work.teacherFeedback ?? "");
  const [grade, setGrade] = useState(numberFieldText(work.grade, 1));
  const [error, setError] = useState<string | null>(null);
  const [gradeInvalid, setGradeInvalid] = useState(false);
  const ids = { feedback: useId(), error: useId() };
  const review = useMutation(
    trpc.studentWork.review.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await refreshAfter(queryClient, "studentWork");
        onClose();
      },
      onError: (err) => setError(apiErrorInfo(err).message || "Error al revisar el trabajo"),
    }),
  );

  function save() {
    const value = gradeFromText(grade);
    // The server's grade rule (common/student-work/grade.ts), with its message for this value.
    const problem = gradeProblem(value);
    setGradeInvalid(problem !== null);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    review.mutate({ id: work.id, status, teacherFeedback: feedback.trim(), grade: value });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Evaluar trabajo"
      description={`${work.studentName} · ${work.moduleTitle}`}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" onClick={save} disabled={review.isPending}>
            {review.isPending ? "Guardando..." : "Guardar evaluación"}
          </button>
        </>
      }
    >
      <div className="form">
        {/* Every photo and voice recording is seen or heard right here, beside the grade (issue 37). */}
        <WorkFiles files={work.files} eager />
        <SelectField label="Estado" value={status} onChange={(value) => setStatus(value as ReviewStatus)} options={statusOptions} />
        <div className="field">
          <Label.Root htmlFor={ids.feedback} className="field-label">
            Comentarios para el estudiante (opcional)
          </Label.Root>
          <textarea id={ids.feedback} rows={4} {...inputLimits(reviewInput.shape.teacherFeedback)} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
        </div>
        <TeacherVoiceRecorder subject={{ subjectType: "work_feedback", subjectId: work.id }} what="tu comentario" />
        <NumberField
          label="Calificación (0 a 10)"
          rule={gradeNumberRule}
          problem={(text) => gradeProblem(gradeFromText(text))}
          value={grade}
          onChange={(text) => {
            setGrade(text);
            if (gradeInvalid) {
              setGradeInvalid(false);
              setError(null);
            }
          }}
          hint={gradeMessages.hint}
          error={gradeInvalid && error ? error : undefined}
        />
        {error && !gradeInvalid ? (
          <p id={ids.error} role="alert" className="alert alert-error">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
