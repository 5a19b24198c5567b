import { Link } from "@tanstack/react-router";
import { CheckCircle2, ClipboardCheck, FileCheck2, Megaphone } from "lucide-react";
import type { TeacherToday as Today } from "../../../common/dashboards/dashboards.schema";
import { formatCount, formatShortDate, formatWeekdayDate } from "../../../common/format";
import "./teacher-today.css";

/** "3 de 8 familias aún no lo leen", "1 de 8 familias aún no lo confirma". */
export function pendingFamiliesText(a: Today["announcements"][number]): string {
  const one = a.pendingFamilies === 1;
  const verb = a.requiresConfirmation ? (one ? "lo confirma" : "lo confirman") : one ? "lo lee" : "lo leen";
  return `${a.pendingFamilies} de ${formatCount(a.families, "familia", "familias")} aún no ${verb}`;
}

/**
 * The teacher's "Hoy" (issue 34), first on her home: the registers to take today, the work waiting
 * for her review, her announcements some families have not read. Each item is one link to the screen
 * where it is done; with nothing pending, one calm line.
 */
export function TeacherToday({ today }: { today: Today }) {
  const calm = today.registers.length === 0 && today.reviews.count === 0 && today.announcements.length === 0;
  return (
    <section className="card teacher-today" aria-labelledby="today-title">
      <div className="teacher-today-head">
        <h2 id="today-title" className="section-title">
          Hoy
        </h2>
        <p className="muted">{formatWeekdayDate(today.date)}</p>
      </div>
      {calm ? (
        <p className="teacher-today-calm">
          <CheckCircle2 aria-hidden="true" /> Todo al día por hoy.
        </p>
      ) : (
        <ul className="teacher-today-list">
          {today.registers.map((r) => (
            <li key={r.tribe}>
              <Link to="/dashboard/asistencia" search={{ tribu: r.tribe, fecha: r.date }} className="teacher-today-item">
                <ClipboardCheck aria-hidden="true" />
                <span>
                  <strong>Tomar asistencia de {r.tribe}</strong>
                  <span className="muted"> · {formatCount(r.students, "estudiante", "estudiantes")}, aún sin tomar hoy</span>
                </span>
              </Link>
            </li>
          ))}
          {today.reviews.count > 0 ? (
            <li>
              <Link to="/dashboard/student-work" className="teacher-today-item">
                <FileCheck2 aria-hidden="true" />
                <span>
                  <strong>Revisar {formatCount(today.reviews.count, "trabajo entregado", "trabajos entregados")}</strong>
                  <span className="muted">
                    {" · "}
                    {today.reviews.oldest.map((w) => `${w.studentName}, «${w.moduleTitle}» (${formatShortDate(w.submittedAt)})`).join("; ")}
                  </span>
                </span>
              </Link>
            </li>
          ) : null}
          {today.announcements.map((a) => (
            <li key={a.id}>
              <Link to="/dashboard/comunicados" search={{ leidos: a.id }} className="teacher-today-item">
                <Megaphone aria-hidden="true" />
                <span>
                  <strong>Quién leyó «{a.title}»</strong>
                  <span className="muted"> · {pendingFamiliesText(a)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
