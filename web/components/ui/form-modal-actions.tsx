import type { ReactNode } from "react";

/** The footer of a form in a modal: Cancelar, then the submit button; both wait while the form is saving. */
export function FormModalActions({ formId, busy, onCancel, children }: { formId: string; busy: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
        Cancelar
      </button>
      <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
        {children}
      </button>
    </>
  );
}
