import { useQuery } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { type HandedIn, HandInConfirmation } from "./hand-in-confirmation";
import { SubmitWorkDialog } from "./submit-work-dialog";
import { WorkItem } from "./work-item";

/** The student's own hand-in for a module: a button to hand in, or what was handed in and its review. */
export function MyWorkSection({ moduleId }: { moduleId: number }) {
  const mine = useQuery(trpc.studentWork.mine.queryOptions({ moduleId }));
  const [open, setOpen] = useState(false);
  const [handedIn, setHandedIn] = useState<HandedIn | null>(null);
  if (mine.isPending) return <p>Cargando tu trabajo...</p>;
  if (mine.isError) return <p className="alert alert-error">Error cargando datos</p>;
  const work = mine.data;
  const openHandIn = () => {
    setHandedIn(null);
    setOpen(true);
  };
  return (
    <>
      <HandInConfirmation handedIn={open ? null : handedIn} />
      {work ? (
        <ul className="payment-list">
          <WorkItem
            work={work}
            actions={
              <button type="button" className="btn btn-primary" onClick={openHandIn}>
                <Upload aria-hidden="true" /> Actualizar Trabajo
              </button>
            }
          />
        </ul>
      ) : (
        <>
          <p>Todavía no has entregado tu trabajo de este módulo.</p>
          <button type="button" className="btn btn-primary btn-large" onClick={openHandIn}>
            <Upload aria-hidden="true" /> Entregar mi trabajo
          </button>
        </>
      )}
      {open ? <SubmitWorkDialog moduleId={moduleId} existing={work ?? null} onClose={() => setOpen(false)} onHandedIn={setHandedIn} /> : null}
    </>
  );
}
