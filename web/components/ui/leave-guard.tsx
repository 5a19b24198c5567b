import { useBlocker } from "@tanstack/react-router";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Asks before unsaved changes are lost (issue 22): leaving for another page waits for a Spanish
 * confirmation, and closing or reloading the tab gets the browser's own question. Moving within
 * the same page (its filters or pages in the URL) keeps the changes and asks nothing.
 */
export function LeaveGuard({ dirty, message }: { dirty: boolean; message: string }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === "blocked"}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="¿Salir sin guardar?"
      message={message}
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
