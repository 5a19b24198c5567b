import { useQuery } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useState } from "react";
import { isReturned, type ReturnedStatus } from "../../../common/dashboards/returned-work";
import { trpc } from "../../lib/trpc";
import { type HandedIn, HandInConfirmation } from "./hand-in-confirmation";
import { ReturnedWorkCard } from "./returned-work-card";
import { SubmitWorkDialog } from "./lazy-submit-work-dialog";
import { WorkItem } from "./work-item";

/**
 * The student's own hand-in for a module: a button to hand in, or what was handed in and its review.
 * Work the teacher gave back shows her comment and "Mejorar mi trabajo" first (issue 37), then the
 * hand-in itself; the confirmation after handing in is above both, where the button was.
 */
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
  const returned = work && isReturned(work) ? work : null;
  const update = (
    <button type="button" className={returned ? "btn btn-primary btn-large" : "btn btn-primary"} onClick={openHandIn}>
      <Upload aria-hidden="true" /> {returned ? "Mejorar mi trabajo" : "Actualizar Trabajo"}
    </button>
  );
  return (
    <>
      <HandInConfirmation handedIn={open ? null : handedIn} />
      {returned ? (
        <ReturnedWorkCard
          work={{ submissionId: returned.id, status: returned.status as ReturnedStatus, moduleTitle: returned.moduleTitle, teacherFeedback: returned.teacherFeedback, level: null }}
          action={update}
        />
      ) : null}
      {work ? (
        <ul className="payment-list">
          <WorkItem work={work} actions={returned ? undefined : update} />
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
