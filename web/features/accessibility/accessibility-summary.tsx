import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Accessibility } from "lucide-react";
import { useId } from "react";
import { trpc } from "../../lib/trpc";
import { profileSwitches, textSizeLabels } from "./profile-labels";
import "./accessibility-summary.css";

/**
 * A student's reading profile in a few words, read-only (the PIAR's adjustments are written beside
 * it), with the link to the page that changes it. Shown to those who may open that page: staff.
 */
export function AccessibilitySummary({ studentId, name }: { studentId: number; name: string }) {
  const titleId = useId();
  const profile = useQuery(trpc.accessibility.get.queryOptions({ userId: studentId }));
  const chosen = profile.data ? profileSwitches.filter((s) => profile.data[s.key]).map((s) => s.label) : [];
  return (
    <section className="card a11y-summary" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Accesibilidad y lectura de {name}
      </h3>
      {profile.isPending ? <p className="muted">Cargando sus preferencias...</p> : null}
      {profile.isError ? <p className="muted">Sus preferencias de lectura no se pudieron consultar.</p> : null}
      {profile.data ? (
        <ul className="a11y-summary-list">
          <li>Tamaño del texto: {textSizeLabels[profile.data.textSize] ?? textSizeLabels[0]}</li>
          {chosen.map((label) => (
            <li key={label}>{label}</li>
          ))}
          {chosen.length === 0 ? <li>Sin otras preferencias: usa la vista habitual.</li> : null}
        </ul>
      ) : null}
      <Link to="/dashboard/students/$studentId/accessibility" params={{ studentId: String(studentId) }} className="btn btn-secondary">
        <Accessibility aria-hidden="true" /> Cambiar accesibilidad y lectura
        <span className="visually-hidden"> de {name}</span>
      </Link>
    </section>
  );
}
