import { Link, useRouterState } from "@tanstack/react-router";
import { Home, LogOut } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ReadingNotice } from "../../components/ui/reading-notice";
import { NotificationBell } from "../notifications";
import "./simple-mode.css";

/**
 * Simple mode frame: no sidebar, no dense menu; always a way home (from every page but the home). Leaving is small, in the corner,
 * and asks first: a child who taps it by mistake stays (issue 21).
 */
export function SimpleShell({ firstName, onLogout, content }: { firstName: string; onLogout: () => void; content: ReactNode }) {
  const [asking, setAsking] = useState(false);
  // On the home itself "Inicio" would lead nowhere: one target less where a child starts (issue 37).
  const home = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, "") === "/dashboard" });
  return (
    <div className="simple-shell">
      <header className="simple-bar">
        {home ? (
          <span className="simple-home-here" />
        ) : (
          <Link to="/dashboard" className="btn btn-secondary btn-large" activeOptions={{ exact: true }}>
            <Home aria-hidden="true" /> Inicio
          </Link>
        )}
        <span className="simple-name">{firstName}</span>
        <span className="simple-end">
          <NotificationBell />
          <button type="button" className="btn btn-ghost simple-leave" onClick={() => setAsking(true)}>
            <LogOut aria-hidden="true" /> Salir
          </button>
        </span>
      </header>
      <ReadingNotice />
      <main id="contenido" className="simple-main" tabIndex={-1}>
        {content}
      </main>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="¿Quieres salir?"
        message="Vas a cerrar tu sesión en Tribu."
        cancelLabel="No, me quedo"
        tone="primary"
        confirmLabel="Sí, salir"
        onConfirm={() => {
          // Closed first: a question after it (hand-ins still on the device, issue 39) may keep her here.
          setAsking(false);
          onLogout();
        }}
      />
    </div>
  );
}
