import { useEffect, useState } from "react";
import { authStore } from "../../lib/auth-store";
import type { HandedIn } from "./hand-in-confirmation";

/**
 * A hand-in kept on the device says so until it arrives; then its confirmation says it was handed
 * in (issue 39: it kept saying "Se enviará…" under the "Enviado" line). The queue loads only then.
 */
export function useArrived(handedIn: HandedIn): HandedIn {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const userId = authStore.get().user?.id;
    if (handedIn !== "queued" || userId === undefined) return;
    let live = true;
    let stop = () => {};
    void import("../../lib/offline/hand-in-queue").then((queue) => {
      if (!live) return;
      stop = queue.onQueueChange(() => {
        void queue.queuedFor(userId).then((items) => {
          if (live && items.length === 0) setArrived(true);
        });
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [handedIn]);
  return handedIn === "queued" && arrived ? "submitted" : handedIn;
}
