import { MessageCircle } from "lucide-react";
import { type ReactNode, useId } from "react";
import { levelSentence, type ReturnedStatus, returnedSentence } from "../../../common/dashboards/returned-work";
import { ListenButton } from "../../components/ui/listen-button";
import "./returned-work.css";

/** `submissionId`: her recorded feedback, when the teacher left one, plays on "Escuchar" (issue 37). */
type Returned = { submissionId: number; status: ReturnedStatus; moduleTitle: string; teacherFeedback: string | null; level: string | null };

/**
 * Work a teacher gave back, for the child who did it (issue 37): what to do in her words, then her
 * teacher's comment, first of everything about the work, with its own "Escuchar" (reading both), the level word where the
 * school shows grades, and one action (`action`, "Mejorar mi trabajo"). No badge, no dates, no
 * teacher's name, never a number: the adults' view of a hand-in is WorkItem.
 */
export function ReturnedWorkCard({ work, action }: { work: Returned; action: ReactNode }) {
  const id = useId();
  const sentence = returnedSentence(work);
  const level = levelSentence(work.level);
  const said = "Tu profe dice:";
  return (
    <div className="returned-work" data-testid="returned-work">
      <p className="returned-work-what" id={`${id}-what`}>
        {sentence}
      </p>
      {work.teacherFeedback ? (
        <blockquote className="returned-work-comment">
          <MessageCircle aria-hidden="true" />
          <span>
            <span className="returned-work-said">{said} </span>
            <span id={`${id}-comment`}>{work.teacherFeedback}</span>
          </span>
        </blockquote>
      ) : null}
      {level ? (
        <p className="returned-work-level" id={`${id}-level`}>
          {level}
        </p>
      ) : null}
      <div className="returned-work-actions">
        <ListenButton
          parts={[
            { text: sentence, highlightIn: `${id}-what` },
            ...(work.teacherFeedback ? [{ text: said }, { text: work.teacherFeedback, highlightIn: `${id}-comment` }] : []),
            ...(level ? [{ text: level, highlightIn: `${id}-level` }] : []),
          ]}
          label="lo que dice tu profe"
          voice={{ subjectType: "work_feedback", subjectId: work.submissionId }}
        />
        {action}
      </div>
    </div>
  );
}
