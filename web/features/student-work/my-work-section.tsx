import { useQuery } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { SubmitWorkDialog } from "./submit-work-dialog";
import { WorkItem } from "./work-item";

/** The student's own hand-in for a module: a button to hand in, or what was handed in and its review. */
export function MyWorkSection({ moduleId }: { moduleId: number }) {
  const mine = useQuery(trpc.studentWork.mine.queryOptions({ moduleId }));
  const [open, setOpen] = useState(false);
  if (mine.isPending) return <p>Cargando tu trabajo...</p>;
  if (mine.isError) return <p className="alert alert-error">Error cargando datos</p>;
  const work = mine.data;
  return (
    <>
      {work ? (
        <ul className="payment-list">
          <WorkItem
            work={work}
            actions={
              <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
                <Upload aria-hidden="true" /> Actualizar Trabajo
              </button>
            }
          />
        </ul>
      ) : (
        <>
          <p>Todavía no has entregado tu trabajo de este módulo.</p>
          <button type="button" className="btn btn-primary btn-large" onClick={() => setOpen(true)}>
            <Upload aria-hidden="true" /> Entregar mi trabajo
          </button>
        </>
      )}
      {open ? <SubmitWorkDialog moduleId={moduleId} existing={work ?? null} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
