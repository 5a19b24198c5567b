import { useQuery } from "@tanstack/react-query";
import { Award, Circle } from "lucide-react";
import { trpc } from "../../lib/trpc";
import "./simple-mode.css";

/** Achievements earned from real events, one large card each. */
export function SimpleAchievements() {
  const dashboard = useQuery(trpc.dashboards.student.queryOptions());
  const achievements = dashboard.data?.achievements ?? [];
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Mis logros</h1>
      {dashboard.isPending ? <p>Cargando...</p> : null}
      <ul className="simple-actions">
        {achievements.map((achievement) => {
          const Icon = achievement.earned ? Award : Circle;
          return (
            <li key={achievement.key}>
              <div className="simple-action is-static">
                <Icon aria-hidden="true" /> {achievement.title}
                <span className="simple-status">{achievement.earned ? "¡Conseguido!" : "Todavía no"}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
