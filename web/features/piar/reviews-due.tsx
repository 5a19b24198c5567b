import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useId } from "react";
import { formatDate, schoolToday } from "../../../common/format";
import type { ChosenStudent } from "./use-piar";

type Due = { studentId: number; studentName: string; tribe: string | null; reviewDue: string };

/** For an admin: the plans due for their yearly review within 30 days (or past it), each one click from opening. */
export function ReviewsDue({ reviews, onChoose }: { reviews: UseQueryResult<Due[], unknown>; onChoose: (student: ChosenStudent) => void }) {
  const titleId = useId();
  const today = schoolToday();
  const list = reviews.data ?? [];
  return (
    <section className="card piar-reviews" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <CalendarClock aria-hidden="true" /> PIAR por revisar
      </h2>
      {reviews.isError ? <p className="muted">La lista de revisiones no se pudo consultar.</p> : null}
      {reviews.data && list.length === 0 ? <p className="muted">Ningún PIAR vence en los próximos 30 días.</p> : null}
      <ul className="piar-students">
        {list.map((due) => (
          <li key={due.studentId}>
            <button type="button" className="piar-student" onClick={() => onChoose({ id: due.studentId, name: due.studentName })}>
              <span className="piar-student-name">{due.studentName}</span>
              <span className="muted">
                {due.tribe ?? "Sin tribu"} · {due.reviewDue < today ? "Revisión vencida el" : "Revisar a más tardar el"} {formatDate(due.reviewDue)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
