import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { trpc } from "../../lib/trpc";
import { type HandedIn, HandInConfirmation } from "./hand-in-confirmation";
import { SubmitWorkDialog } from "./submit-work-dialog";

/** Opens the hand-in once the student's earlier work on the module (if any) is known. */
function LoadedHandIn({ moduleId, onClose, onHandedIn }: { moduleId: number; onClose: () => void; onHandedIn: (handedIn: HandedIn) => void }) {
  const mine = useQuery(trpc.studentWork.mine.queryOptions({ moduleId }));
  if (mine.isPending) return <p className="muted">Abriendo...</p>;
  if (mine.isError) return <p className="alert alert-error">Error cargando datos</p>;
  return <SubmitWorkDialog moduleId={moduleId} existing={mine.data} onClose={onClose} onHandedIn={onHandedIn} />;
}

/**
 * A button (or a big tile, through className) that opens the hand-in of one module straight away;
 * after handing in, the calm confirmation shows below it. For the student's home: one tap here,
 * "Tomar una foto", then "Enviar".
 */
export function HandInButton({ moduleId, className = "btn btn-primary btn-large", children }: { moduleId: number; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [handedIn, setHandedIn] = useState<HandedIn | null>(null);
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
      <HandInConfirmation handedIn={open ? null : handedIn} />
    </>
  );
}
