import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useAuth } from "../../lib/auth-store";
import { handInStarted } from "../../lib/offline/activity";
import { forgetQueuedFor, onQueueChange, type QueuedHandIn, queuedFor, removeQueued, sendWaiting } from "../../lib/offline/hand-in-queue";
import { refreshAfter } from "../../lib/query-refresh";
import { useOnline } from "./use-online";

const retryEveryMs = 20_000;

/**
 * The signed-in child's hand-ins kept on this device, sent when the connection returns (on the
 * browser's "online", on opening the app, and every 20 s while any waits), and the ones sent since
 * the page opened ("Enviado"). Another child's items on the same tablet are never read.
 */
export function useQueuedWork() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  const online = useOnline();
  const [items, setItems] = useState<QueuedHandIn[]>([]);
  const [sent, setSent] = useState<QueuedHandIn[]>([]);

  const reload = useCallback(async () => {
    setItems(userId === null ? [] : await queuedFor(userId).catch(() => []));
  }, [userId]);

  useEffect(() => {
    setSent([]);
    void reload();
    return onQueueChange(() => void reload());
  }, [reload]);

  const waiting = items.some((item) => item.status === "waiting");
  useEffect(() => {
    if (userId === null || !online || !waiting) return;
    let stopped = false;
    const attempt = async () => {
      const done = handInStarted();
      try {
        const delivered = await sendWaiting(userId);
        if (stopped || delivered.length === 0) return;
        setSent((before) => [...before, ...delivered]);
        await refreshAfter(queryClient, "studentWork");
      } finally {
        done();
      }
    };
    void attempt();
    const timer = window.setInterval(() => void attempt(), retryEveryMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [userId, online, waiting, queryClient]);

  // A last attempt before signing out: how many still wait after it.
  const trySending = useCallback(async () => {
    if (userId === null) return 0;
    if (navigator.onLine) {
      const delivered = await sendWaiting(userId).catch(() => []);
      if (delivered.length > 0) await refreshAfter(queryClient, "studentWork");
    }
    return (await queuedFor(userId).catch(() => [])).filter((item) => item.status === "waiting").length;
  }, [userId, queryClient]);

  return {
    items,
    trySending,
    sent,
    remove: (key: string) => removeQueued(key),
    dismissSent: () => setSent([]),
    forgetAll: () => (userId === null ? Promise.resolve() : forgetQueuedFor(userId)),
  };
}
