import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { trpc } from "../../lib/trpc";
import { type HandedIn, HandInConfirmation } from "./hand-in-confirmation";
import { SubmitWorkDialog } from "./lazy-submit-work-dialog";

/** Opens the hand-in once the student's earlier work on the module (if any) is known. */
function LoadedHandIn({ moduleId, onClose, onHandedIn }: { moduleId: number; onClose: () => void; onHandedIn: (handedIn: HandedIn) => void }) {
  const mine = useQuery(trpc.studentWork.mine.queryOptions({ moduleId }));
  // Without internet and nothing kept of her earlier work: a new hand-in, which the server joins to
  // any earlier one for the module when it arrives (issue 39).
  if (mine.isPending && mine.fetchStatus === "paused") return <SubmitWorkDialog moduleId={moduleId} existing={null} onClose={onClose} onHandedIn={onHandedIn} />;
  if (mine.isPending) return <p className="muted">Abriendo...</p>;
  if (mine.isError) return <p className="alert alert-error">Error cargando datos</p>;
  return <SubmitWorkDialog moduleId={moduleId} existing={mine.data} onClose={onClose} onHandedIn={onHandedIn} />;
}

/**
 * A button (or a big tile, through className) that opens the hand-in of one module straight away;
 * after handing in, the calm confirmation shows below it. For the student's home: one tap here,
 * "Tomar una foto", then "Enviar". A screen that shows the confirmation in a place of its own (a grid
 * of tiles: issue 37) passes `onDone`, told the confirmation to show (or null while the hand-in is open).
 */
export function HandInButton({
  moduleId,
  className = "btn btn-primary btn-large",
  children,
  onDone,
}: {
  moduleId: number;
  className?: string;
  children: ReactNode;
  onDone?: (handedIn: HandedIn | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [handedIn, setHandedIn] = useState<HandedIn | null>(null);
  const shown = open ? null : handedIn;
  // Told only when this button's own confirmation changes: another button's stays where it is.
  const told = useRef(onDone);
  told.current = onDone;
  useEffect(() => {
    if (shown !== null || open) told.current?.(shown);
  }, [shown, open]);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setHandedIn(null);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {open ? (
        <LoadedHandIn
          moduleId={moduleId}
          onClose={() => setOpen(false)}
          onHandedIn={setHandedIn}
        />
      ) : null}
      {onDone ? null : <HandInConfirmation handedIn={shown} />}
    </>
  );
}
