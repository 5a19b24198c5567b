import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";
import { ActivityItem } from "./activity-item";
import "./promotion.css";

/**
 * A child's support activities for the family, read-only (issue 35), on the child's report cards
 * page, with the link to the SIEE that says how they work.
 */
export function ChildSupportActivities({ childId, firstName }: { childId: number; firstName: string }) {
  const activities = useQuery(trpc.promotion.studentActivities.queryOptions({ studentId: childId }));
  const titleId = `support-activities-${childId}`;
  if (activities.isPending) return null;
  const list = activities.data ?? [];
  return (
    <section className="child-support-activities" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Actividades de apoyo de {firstName}
      </h3>
      {activities.isError ? <p className="muted">No se pudieron cargar las actividades de apoyo.</p> : null}
      {activities.data && list.length === 0 ? <p className="muted">{firstName} no tiene actividades de apoyo.</p> : null}
      <ul className="item-list">
        {list.map((a) => (
          <ActivityItem key={a.id} activity={a} sex={null} />
        ))}
      </ul>
      <p>
        <Link to="/dashboard/siee">Cómo evalúa y promueve la escuela (SIEE)</Link>
      </p>
    </section>
  );
}
