import { useQuery } from "@tanstack/react-query";
import { feelingPicture } from "../../../common/mood-checkins/mood-checkins.feelings";
import { formatWeekdayDate } from "../../../common/format";
import { trpc } from "../../lib/trpc";
import { MoodPicture } from "./mood-picture";
import "./mood-checkins.css";

/**
 * "Su semana" (issue 37): how the child said she arrived on each of the last seven days, for her
 * family (and her teachers and admins). Hidden when the school does not use the check-in and there
 * is nothing to show.
 */
export function ChildWeek({ studentId }: { studentId: number }) {
  const query = useQuery(trpc.moodCheckIns.childWeek.queryOptions({ studentId }));
  const d = query.data;
  if (!d) return null;
  const answered = d.days.some((day) => day.feeling !== null || day.skipped);
  if (!d.enabled && !answered) return null;
  return (
    <section className="card" aria-labelledby="mood-week-title">
      <h2 id="mood-week-title" className="section-title">
        Su semana
      </h2>
      <p className="muted">Cómo contó {d.firstName} que llegó cada día, al entrar a Tribu («¿Cómo llegas hoy?»).</p>
      {answered ? (
        <ul className="mood-week">
          {d.days.map((day) => (
            <li key={day.day}>
              {day.feeling ? <MoodPicture code={feelingPicture(day.feeling)} size={32} /> : null}
              <span>
                <span className="muted">{formatWeekdayDate(day.day)}:</span> {day.word ?? (day.skipped ? "Prefirió no contar" : "—")}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>Esta semana aún no ha contado cómo llega.</p>
      )}
    </section>
  );
}
