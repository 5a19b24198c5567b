import { Link } from "@tanstack/react-router";
import { BookOpen, Sun } from "lucide-react";
import { ReadAloudText } from "../../components/ui/read-aloud";
import { noTribeMessage } from "../dashboard";
import { MyWorkSection } from "../student-work";
import { modulePage } from "./use-student-today";

type Today = { moduleId: number; title: string; tribe: string | null; materias: string[]; status: string };

/** The one thing to do now: its name (to listen to), its page, and handing it in from right here. */
export function TodayCard({ today, hasTribe }: { today: Today | null; hasTribe: boolean }) {
  if (!today) {
    return (
      <section className="today-card" aria-labelledby="today-title">
        <h2 id="today-title">
          <Sun aria-hidden="true" /> Para hoy
        </h2>
        <p className="lead">{hasTribe ? "¡Todo listo! No tienes trabajos por entregar." : noTribeMessage}</p>
      </section>
    );
  }
  const page = modulePage(today);
  const again = today.status === "NEEDS_REVISION";
  return (
    <section className="today-card" aria-labelledby="today-title">
      <h2 id="today-title">
        <Sun aria-hidden="true" /> Para hoy
      </h2>
      <ReadAloudText text={again ? `Mejorar: ${today.title}` : today.title} label={`la tarea de hoy, ${today.title}`} />
      {page ? (
        <Link to="/dashboard/$tribeSlug/$materiaName/$moduleName" params={page} className="btn btn-secondary btn-large">
          <BookOpen aria-hidden="true" /> Ver la tarea
        </Link>
      ) : null}
      <MyWorkSection moduleId={today.moduleId} />
    </section>
  );
}
