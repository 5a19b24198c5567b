import { CircleAlert, CircleCheck, Clock, Eye } from "lucide-react";
import { type SubmissionStatus, submissionStatusLabels } from "../../../common/student-work/student-work.vocabulary";
import { formatGrade } from "../../../common/format";

const icons = { SUBMITTED: Clock, REVIEWED: Eye, APPROVED: CircleCheck, NEEDS_REVISION: CircleAlert };
const tones = { SUBMITTED: "pending", REVIEWED: "info", APPROVED: "approved", NEEDS_REVISION: "rejected" };

/** Submission status as icon and word, never colour alone. */
export function WorkStatus({ status }: { status: SubmissionStatus }) {
  const Icon = icons[status];
  return (
    <span className={`badge badge-${tones[status]}`}>
      <Icon aria-hidden="true" /> {submissionStatusLabels[status]}
    </span>
  );
}

export const gradeLabel = (grade: number | null) => (grade === null ? "Sin calificación" : `${formatGrade(grade)}/10`);
