import { Link } from "@tanstack/react-router";
import { BookOpen, Upload } from "lucide-react";
import { useState } from "react";
import type { ReturnedWork } from "../../../common/dashboards/returned-work";
import { type HandedIn, HandInButton, HandInConfirmation, ReturnedWorkCard } from "../student-work";

/** The module's page, from its tribe and first subject; null when it has none. */
function pageOf(work: ReturnedWork) {
  const tribe = /^Tribu ([1-4])$/.exec(work.tribe ?? "")?.[1];
  return tribe && work.materia ? { tribeSlug: `tribu-${tribe}`, materiaName: work.materia, moduleName: work.moduleTitle } : null;
}

/**
 * "Para mejorar", first on a student's full home (issue 37): each work the teacher gave back, her
 * comment and "Mejorar mi trabajo", which opens the hand-in right here. A work stays in the list once
 * handed in again (the answer no longer has it), so its "¡Listo!" shows where the child is looking.
 */
export function ReturnedWorkList({ works }: { works: ReturnedWork[] }) {
  const [shown, setShown] = useState<ReturnedWork[]>(works);
  const missing = works.filter((work) => !shown.some((s) => s.submissionId === work.submissionId));
  if (missing.length > 0) setShown([...shown, ...missing]);
  if (shown.length === 0) return null;
  return (
    <section className="card returned-list" aria-labelledby="returned-title">
      <h2 id="returned-title">Para mejorar</h2>
      <ul className="item-list">
        {shown.map((work) => (
          <ReturnedItem key={work.submissionId} work={work} />
        ))}
      </ul>
    </section>
  );
}

/** One given-back work; its confirmation goes under it, the list's whole width. */
function ReturnedItem({ work }: { work: ReturnedWork }) {
  const [handedIn, setHandedIn] = useState<HandedIn | null>(null);
  const page = pageOf(work);
  return (
    <li>
      <h3 className="returned-list-title">{work.moduleTitle}</h3>
      <ReturnedWorkCard
        work={work}
        action={
          <>
            <HandInButton moduleId={work.moduleId} onDone={setHandedIn}>
              <Upload aria-hidden="true" /> Mejorar mi trabajo
            </HandInButton>
            {page ? (
              <Link to="/dashboard/$tribeSlug/$materiaName/$moduleName" params={page} className="btn btn-secondary">
                <BookOpen aria-hidden="true" /> Ver el módulo
              </Link>
            ) : null}
          </>
        }
      />
      <HandInConfirmation handedIn={handedIn} />
    </li>
  );
}
