import { Link } from "@tanstack/react-router";
import { BookOpen, Sun, Upload } from "lucide-react";
import { ListenButton } from "../../components/ui/listen-button";
import { noTribeMessage } from "../dashboard";
import { useState } from "react";
import { type HandedIn, HandInButton, HandInConfirmation, ReturnedWorkCard } from "../student-work";
import { modulePage, type Today } from "./use-student-today";
import "./simple-mode.css";

/**
 * The one thing to do now, in the child's words (issue 37): work her teacher gave back comes with
 * the teacher's comment and one big "Mejorar mi trabajo"; a module to hand in with its name and
 * "Entregar mi trabajo". Either opens the hand-in straight away; no badge, date, name or number.
 * The hand-in button keeps its place whatever the card says, so its "¡Listo!" stays in view.
 */
export function TodayCard({ today, hasTribe }: { today: Today | null; hasTribe: boolean }) {
  // The confirmation has the card's whole width, under what it answers (not in the row of buttons).
  const [handedIn, setHandedIn] = useState<HandedIn | null>(null);
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
  const { module, returned } = today;
  const page = modulePage(module);
  const handIn = (
    <HandInButton moduleId={module.moduleId} onDone={setHandedIn}>
      <Upload aria-hidden="true" /> {returned ? "Mejorar mi trabajo" : module.status === "NOT_STARTED" ? "Entregar mi trabajo" : "Actualizar Trabajo"}
    </HandInButton>
  );
  return (
    <section className="today-card" aria-labelledby="today-title">
      <h2 id="today-title">
        <Sun aria-hidden="true" /> Para hoy
      </h2>
      {returned ? (
        <ReturnedWorkCard work={returned} action={handIn} />
      ) : (
        <>
          <p className="lead" id="today-module">
            {module.title}
          </p>
          <div className="button-row">
            <ListenButton parts={[{ text: module.title, highlightIn: "today-module" }]} label={`la tarea de hoy, ${module.title}`} />
            {page ? (
              <Link to="/dashboard/$tribeSlug/$materiaName/$moduleName" params={page} className="btn btn-secondary btn-large">
                <BookOpen aria-hidden="true" /> Ver la tarea
              </Link>
            ) : null}
            {handIn}
          </div>
        </>
      )}
      <HandInConfirmation handedIn={handedIn} />
    </section>
  );
}
