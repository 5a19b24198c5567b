import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { Submission } from "../../../common/student-work/student-work.schema";
import { formatDate } from "../../../common/format";
import { ReadAloudText } from "../../components/ui/read-aloud";
import { gradeLabel, WorkStatus } from "./work-labels";
import { WorkFiles } from "../../components/ui/work-files";

/** One hand-in: who, which module, what was handed in (every file, issue 37) and what the teacher said. */
export function WorkItem({ work, actions }: { work: Submission; actions?: ReactNode }) {
  return (
    <li className="payment-item" data-testid="work-item">
      <div className="payment-main">
        <strong>{work.studentName}</strong>
        <span>{work.moduleTitle}</span>
        <WorkStatus status={work.status} />
      </div>
      <p className="muted">
        Entregado el {formatDate(work.submissionDate)}
        {work.reviewedBy ? ` · Evaluado por ${work.reviewedBy} el ${formatDate(work.reviewedAt)}` : ""}
      </p>
      {work.workDescription ? <p>{work.workDescription}</p> : null}
      {work.workUrl ? (
        <p>
          <a href={work.workUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Abrir enlace del trabajo
          </a>
        </p>
      ) : null}
      {work.teacherFeedback ? (
        <div className="payment-notes">
          <strong>Comentarios del profesor:</strong>
          <ReadAloudText text={work.teacherFeedback} label="comentarios del profesor" voice={{ subjectType: "work_feedback", subjectId: work.id }} />
        </div>
      ) : null}
      <p>
        <strong>Calificación:</strong> {gradeLabel(work.grade)}
      </p>
      <WorkFiles files={work.files} eager />
      {actions ? <div className="button-row compact">{actions}</div> : null}
    </li>
  );
}
