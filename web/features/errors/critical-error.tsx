import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from "react";

const storageKey = "tribu-last-critical-error";

type StoredError = { id: string; message: string; stack?: string; at: string; path: string };

function remember(error: unknown): StoredError {
  const record: StoredError = {
    id: `ERR-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    at: new Date().toISOString(),
    path: window.location.pathname,
  };
  try {
    localStorage.setItem(storageKey, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the screen still shows the error.
  }
  return record;
}

/** 'Error Crítico Detectado': shown instead of a blank page when rendering fails. */
export function CriticalErrorScreen({ error, onContinue }: { error: unknown; onContinue: () => void }) {
  const [record] = useState(() => remember(error));
  useEffect(() => {
    document.title = "Error Crítico Detectado · Tribu";
  }, []);
  return (
    <main className="critical-error" id="contenido">
      <div className="card critical-error-card">
        <p role="alert" className="alert alert-error">
          Algo salió mal. Tus datos guardados están a salvo.
        </p>
        <h1>Error Crítico Detectado</h1>
        <p>
          Identificador del error: <code data-testid="error-id">{record.id}</code>
        </p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Recargar Página
          </button>
          <button type="button" className="btn btn-secondary" onClick={onContinue}>
            Intentar Continuar
          </button>
        </div>
        <details className="error-details">
          <summary>Detalles técnicos</summary>
          <pre>{`${record.message}\n${record.path}\n${record.at}${record.stack ? `\n\n${record.stack}` : ""}`}</pre>
        </details>
      </div>
    </main>
  );
}

type BoundaryState = { error: unknown; hasError: boolean };

export class CriticalErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Error crítico", error, info.componentStack);
  }

  render() {
    if (this.state.hasError) {
      return <CriticalErrorScreen error={this.state.error} onContinue={() => this.setState({ error: null, hasError: false })} />;
    }
    return this.props.children;
  }
}
