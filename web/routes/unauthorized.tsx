import { createFileRoute, Link } from "@tanstack/react-router";
import { errorMessages } from "../../common/error-messages";
import { usePageTitle } from "../lib/use-page-title";

export const Route = createFileRoute("/unauthorized")({ component: UnauthorizedPage });

function UnauthorizedPage() {
  usePageTitle("No autorizado");
  return (
    <main className="centered-page" id="contenido">
      <div className="card narrow">
        <h1>No autorizado</h1>
        <p>{errorMessages.forbidden}.</p>
        <p>Si crees que es un error, inicia sesión de nuevo.</p>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => window.history.back()}>
            Volver
          </button>
          <Link to="/login" className="btn btn-primary">
            Iniciar sesión de nuevo
          </Link>
        </div>
      </div>
    </main>
  );
}
