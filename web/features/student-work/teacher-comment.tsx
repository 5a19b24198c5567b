import type { Submission } from "../../../common/student-work/student-work.schema";
import { ReadAloudText } from "../../components/ui/read-aloud";

/** A redo: the teacher asked for changes, or reviewed the work and left a comment. */
export function teacherCommentOf(existing: Submission | null): string | null {
  const comment = existing?.teacherFeedback?.trim();
  if (!comment) return null;
  return existing?.status === "NEEDS_REVISION" || existing?.status === "REVIEWED" ? comment : null;
}

/** The teacher's comment at the top of a redo, in her words, with its own "Escuchar" (no grade, no date). */
export function TeacherComment({ comment, submissionId }: { comment: string; submissionId: number }) {
  return (
    <section className="hand-in-comment" aria-label="Lo que dice tu profe">
      <ReadAloudText text={`Tu profe te dice: ${comment}`} label="lo que dice tu profe" voice={{ subjectType: "work_feedback", subjectId: submissionId }} />
    </section>
  );
}
