import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";

const redirectSeconds = 3;

/** Unknown paths count down three seconds and then go home; the button goes at once. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(redirectSeconds);
  useEffect(() => {
    if (left <= 0) {
      navigate({ to: "/" });
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate]);
  return (
    <main className="centered-page" id="contenido">
      <div className="card narrow">
        <h1>Página no encontrada</h1>
        <p>La página que buscas no existe.</p>
        <p aria-live="polite" data-testid="countdown" data-timer>
          Te llevaremos al inicio en {left} {left === 1 ? "segundo" : "segundos"}.
        </p>
        <Link to="/" className="btn btn-primary">
          Ir al inicio ahora
        </Link>
      </div>
    </main>
  );
}
