import type { ReactNode } from "react";
import { workStatusLabels } from "../../../common/dashboards/dashboards.vocabulary";
import "./dashboard.css";

export function Metric({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <li className="card metric">
      <span className="metric-label">{label}</span>
      <span className="metric-value">{value}</span>
      {hint ? <span className="muted">{hint}</span> : null}
    </li>
  );
}

export function ProgressLine({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="progress-line">
      <span>
        {label}: <strong>{percent}%</strong>
      </span>
      <progress className="progress-bar" max={100} value={percent} aria-label={`${label}: ${percent}%`} />
    </div>
  );
}

export function WorkStatus({ status }: { status: string }) {
  return <span className={`work-status work-status-${status}`}>{workStatusLabels[status] ?? status}</span>;
}

export function Loading() {
  return (
    <p role="status" className="muted">
      Cargando...
    </p>
  );
}

export function LoadError() {
  return (
    <div role="alert" className="alert alert-error">
      <p>Error al cargar datos</p>
      <p>No se pudieron cargar los datos. Intenta de nuevo más tarde.</p>
    </div>
  );
}
