import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useAuth } from "../../lib/auth-store";
import { onRegisterQueueChange, type QueuedRegister, queuedRegistersFor, removeQueuedRegister, sendWaitingRegisters } from "../../lib/offline/register-queue";
import { refreshAfter } from "../../lib/query-refresh";
import { useOnline } from "./use-online";

const retryEveryMs = 20_000;

/** The signed-in adult's registers kept on this device, sent when the connection returns, and what the server said of each that arrived. */
export function useQueuedRegisters() {
  const queryClient = useQueryClient();
  const user = useAuth().user;
  const userId = user && user.role !== "student" ? user.id : null;
  const online = useOnline();
  const [items, setItems] = useState<QueuedRegister[]>([]);
  const [sent, setSent] = useState<{ register: QueuedRegister; message: string }[]>([]);

  const reload = useCallback(async () => {
    setItems(userId === null ? [] : await queuedRegistersFor(userId).catch(() => []));
  }, [userId]);

  useEffect(() => {
    setSent([]);
    void reload();
    return onRegisterQueueChange(() => void reload());
  }, [reload]);

  const waiting = items.some((item) => item.status === "waiting");
  const send = useCallback(async () => {
    if (userId === null) return 0;
    if (navigator.onLine) {
      const delivered = await sendWaitingRegisters(userId).catch(() => []);
      if (delivered.length > 0) {
        setSent((before) => [...before, ...delivered]);
        await refreshAfter(queryClient, "attendance");
      }
    }
    return (await queuedRegistersFor(userId).catch(() => [])).filter((item) => item.status === "waiting").length;
  }, [userId, queryClient]);

  useEffect(() => {
    if (!online || !waiting) return;
    void send();
    const timer = window.setInterval(() => void send(), retryEveryMs);
    return () => window.clearInterval(timer);
  }, [online, waiting, send]);

  return { items, sent, trySending: send, remove: (key: string) => removeQueuedRegister(key), dismissSent: () => setSent([]) };
}
