import { useBlocker } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { setLeaveQuestion } from "../../lib/unsaved-changes";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Asks before unsaved changes are lost (issue 22): leaving for another page or signing out waits
 * for a Spanish confirmation, and closing or reloading the tab gets the browser's own question.
 * Moving within the same page (its filters or pages in the URL) keeps the changes and asks nothing.
 */
export function LeaveGuard({ dirty, message }: { dirty: boolean; message: string }) {
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const leaving = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && !leaving.current && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty && !leaving.current,
    withResolver: true,
  });
  useEffect(() => {
    setLeaveQuestion(dirty ? (leave) => setPendingLeave(() => leave) : null);
    return () => setLeaveQuestion(null);
  }, [dirty]);

  function stay() {
    setPendingLeave(null);
    blocker.reset?.();
  }
  function leave() {
    if (pendingLeave) {
      leaving.current = true;
      setPendingLeave(null);
      pendingLeave();
    } else blocker.proceed?.();
  }
  return (
    <ConfirmDialog
      open={blocker.status === "blocked" || pendingLeave !== null}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title="¿Salir sin guardar?"
      message={message}
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      onConfirm={leave}
    />
  );
}
