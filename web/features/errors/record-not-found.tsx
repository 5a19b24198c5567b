import { Link } from "@tanstack/react-router";

/**
 * Inside the dashboard, a page whose address names nothing (an id that is not a number, or a record
 * that does not exist): said plainly, with a way back, never as an error (issue 22).
 */
export function RecordNotFound() {
  return (
    <section className="section-page" aria-labelledby="page-title">
      <div className="card narrow">
        <h1 id="page-title" tabIndex={-1}>
          No encontramos esta página
        </h1>
        <p>Puede que el enlace esté incompleto o que lo que buscas ya no exista.</p>
        <p className="button-row">
          <Link to="/dashboard" className="btn btn-primary">
            Volver a mi panel
          </Link>
        </p>
      </div>
    </section>
  );
}
