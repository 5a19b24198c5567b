import { useQuery } from "@tanstack/react-query";
import { feelingForAdults, feelingPicture, feelings, watchedFeelings } from "../../../common/mood-checkins/mood-checkins.feelings";
import type { Tribe } from "../../../common/school";
import { fullName } from "../../../common/users/names";
import { trpc } from "../../lib/trpc";
import { MoodPicture } from "./mood-picture";
import "./mood-checkins.css";

/**
 * "Cómo llegaron hoy" on the teacher's home (issue 37): how many children of her tribe chose each
 * face, and by name who came in sad, angry or tired. Nothing when nobody answered or the school
 * switched the check-in off. For the teacher only: no student's screen shows another's feeling.
 */
export function ClassMoodPanel({ tribe }: { tribe: string }) {
  const query = useQuery(trpc.moodCheckIns.classToday.queryOptions({ tribe: tribe as Tribe }));
  const d = query.data;
  if (!d?.enabled || d.children.length === 0) return null;
  const titleId = `mood-panel-${tribe.replace(/\s+/g, "-")}`;
  return (
    <section className="card mood-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Cómo llegaron hoy · {tribe}</h2>
      <p className="muted">
        Contaron {d.children.length} de {d.total}.
      </p>
      <ul className="mood-counts" aria-label="Cuántos eligieron cada carita">
        {feelings.map((feeling) => {
          const count = d.children.filter((c) => c.feeling === feeling).length;
          return count === 0 ? null : (
            <li key={feeling}>
              <MoodPicture code={feelingPicture(feeling)} size={32} />
              {feelingForAdults(feeling)}: {count}
            </li>
          );
        })}
      </ul>
      {watchedFeelings.map((feeling) => {
        const who = d.children.filter((c) => c.feeling === feeling);
        return who.length === 0 ? null : (
          <p key={feeling}>
            <strong>{feelingForAdults(feeling)}:</strong> {who.map((c) => fullName(c)).join(", ")}
          </p>
        );
      })}
    </section>
  );
}
