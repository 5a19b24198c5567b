import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { ReadingNotice } from "../../components/ui/reading-notice";
import { ThemeToggle } from "../../components/ui/theme-toggle";
import "./auth.css";

export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="auth-page">
      <header className="auth-header">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>Tribu</span>
        </Link>
        <ThemeToggle />
      </header>
      <main id="contenido" className="auth-main">
        <div className="card auth-card">
          <h1>{title}</h1>
          <ReadingNotice />
          {children}
        </div>
      </main>
    </div>
  );
}
