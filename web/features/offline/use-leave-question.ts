import { useEffect, useState } from "react";
import { addLeaveQuestion } from "../../lib/unsaved-changes";

/**
 * While hand-ins wait on the device, signing out asks first (issue 39): `trySending` gets a last
 * chance (with internet the waiting work goes before the session ends); if any still waits, the
 * adult is asked, and `pending` holds the leaving until they answer.
 */
export function useLeaveQuestion(waiting: number, trySending: () => Promise<number>) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (waiting === 0) return;
    return addLeaveQuestion((leave) => {
      void trySending().then((left) => (left === 0 ? leave() : setPending(() => leave)));
    });
  }, [waiting, trySending]);
  return {
    asking: pending !== null,
    leave: () => {
      pending?.();
      setPending(null);
    },
    stay: () => setPending(null),
  };
}
