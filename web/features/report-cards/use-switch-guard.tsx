import { useState } from "react";
import { Modal } from "../../components/ui/modal";

/**
 * Boletines' question before a card with unsaved text goes away (issue 35): choosing another
 * student, tribe or period asks "Tienes cambios sin guardar…"; "Seguir editando" (the focus when it
 * opens, and Escape) keeps the text, "Descartar cambios" drops it and its drafts and moves on. The
 * dialog gives the focus back to what opened it. Leaving the page or reloading is the card's
 * LeaveGuard (the router's blocker and the browser's beforeunload).
 */
export function useSwitchGuard({ name, discard }: { name: string | null; discard: () => void }) {
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const stay = () => setPending(null);
  const proceed = () => {
    const next = pending;
    discard();
    setDirty(false);
    setPending(null);
    next?.();
  };
  return {
    setDirty,
    /** Runs `next` at once, or after "Descartar cambios" when the card has unsaved text. */
    request: (next: () => void) => (dirty ? setPending(() => next) : next()),
    dialog: (
      <Modal open={pending !== null} onOpenChange={(open) => !open && stay()} title="Tienes cambios sin guardar" size="sm"
        footer={
          <>
            <button type="button" className="btn btn-secondary" data-autofocus onClick={stay}>
              Seguir editando
            </button>
            <button type="button" className="btn btn-danger" onClick={proceed}>
              Descartar cambios
            </button>
          </>
        }
      >
        <p>{`El boletín${name ? ` de ${name}` : ""} tiene texto que aún no guardaste. Si sigues, se descarta. Para conservarlo, elige «Seguir editando» y pulsa «Guardar» en cada materia.`}</p>
      </Modal>
    ),
  };
}
