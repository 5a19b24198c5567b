import { errorMessages } from "../../../common/error-messages";
import { roleLabel } from "../../lib/navigation";

/** Shown inside the dashboard when the signed-in role may not open the page. */
export function DeniedPage({
  role,
  allowed,
  title = "No autorizado",
  text = errorMessages.forbidden,
}: {
  role: string;
  allowed: readonly string[];
  title?: string;
  text?: string;
}) {
  return (
    <section className="card narrow denied" aria-labelledby="denied-title">
      <h1 id="denied-title">{title}</h1>
      <p>{text}</p>
      <dl className="facts">
        <dt>Tu rol actual</dt>
        <dd>{roleLabel[role] ?? role}</dd>
        <dt>Roles permitidos</dt>
        <dd>{allowed.map((r) => roleLabel[r] ?? r).join(", ")}</dd>
      </dl>
      <details className="error-details">
        <summary>Detalles</summary>
        <pre>{`ruta: ${window.location.pathname}\nrol: ${role}\npermitidos: ${allowed.join(", ")}`}</pre>
      </details>
      <button type="button" className="btn btn-secondary" onClick={() => window.history.back()}>
        Volver
      </button>
    </section>
  );
}
