import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BookOpen, CircleCheck } from "lucide-react";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { noTribeMessage } from "../dashboard";
import { useState } from "react";
import { type HandedIn, HandInButton, HandInConfirmation } from "../student-work";
import "./simple-mode.css";

const statusWords: Record<string, string> = {
  NOT_STARTED: "Por empezar",
  SUBMITTED: "Entregado",
  REVIEWED: "Revisado",
  APPROVED: "Terminado",
  NEEDS_REVISION: "Para mejorar",
};

/** The student's modules as large cards; each opens the module, or (to hand in) the module's hand-in straight away. */
export function SimpleModules({ handIn }: { handIn: boolean }) {
  const { user } = useAuth();
  const progress = useQuery({ ...trpc.modules.progress.queryOptions({ studentId: user?.id ?? 0 }), enabled: Boolean(user) });
  // The student's own modules (assigned to them or to their tribe), each with where its page is.
  const rows = progress.data?.modules ?? [];
  // One confirmation for the whole list, in its own full-width place: not squeezed into a tile (issue 37).
  const [handedIn, setHandedIn] = useState<HandedIn | null>(null);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{handIn ? "Entregar mi trabajo" : "Mis módulos"}</h1>
      {handIn ? <p className="lead">Toca el módulo de tu trabajo.</p> : null}
      {progress.isPending ? <p>Cargando...</p> : null}
      {handIn ? <HandInConfirmation handedIn={handedIn} /> : null}
      {rows.length === 0 && progress.isSuccess ? <p className="lead">{user?.tribe ? "Todavía no tienes módulos." : noTribeMessage}</p> : null}
      <ul className="simple-actions">
        {rows.map((row) => {
          const tribe = /^Tribu ([1-4])$/.exec(row.tribe ?? "")?.[1];
          const materia = row.materias[0];
          const Icon = row.completed ? CircleCheck : BookOpen;
          const label = (
            <>
              <Icon aria-hidden="true" /> {row.title}
              <span className="simple-status">{statusWords[row.status] ?? row.status}</span>
            </>
          );
          return (
            <li key={row.moduleId}>
              {handIn ? (
                <HandInButton moduleId={row.moduleId} className="simple-action" onDone={setHandedIn}>
                  {label}
                </HandInButton>
              ) : tribe && materia ? (
                <Link
                  to="/dashboard/$tribeSlug/$materiaName/$moduleName"
                  params={{ tribeSlug: `tribu-${tribe}`, materiaName: materia, moduleName: row.title }}
                  className="simple-action"
                >
                  {label}
                </Link>
              ) : (
                <span className="simple-action">{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
