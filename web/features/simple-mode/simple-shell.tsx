import { Link } from "@tanstack/react-router";
import { Home, LogOut } from "lucide-react";
import type { ReactNode } from "react";

/** Simple mode frame: no sidebar, no dense menu; always a way home and a way out. */
export function SimpleShell({ firstName, onLogout, content }: { firstName: string; onLogout: () => void; content: ReactNode }) {
  return (
    <div className="simple-shell">
      <header className="simple-bar">
        <Link to="/dashboard" className="btn btn-secondary btn-large" activeOptions={{ exact: true }}>
          <Home aria-hidden="true" /> Inicio
        </Link>
        <span className="simple-name">{firstName}</span>
        <button type="button" className="btn btn-ghost btn-large" onClick={onLogout}>
          <LogOut aria-hidden="true" /> Salir
        </button>
      </header>
      <main id="contenido" className="simple-main" tabIndex={-1}>
        {content}
      </main>
    </div>
  );
}
