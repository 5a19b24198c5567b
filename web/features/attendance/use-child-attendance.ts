import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { canReadAlerts, sendExcuseAccess } from "../../../common/attendance/attendance.policy";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { refreshAfter } from "../../lib/query-refresh";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { useAttendanceRange } from "./use-attendance-range";

/**
 * A child's attendance as the family (or an admin) sees it (issue 25): a month's or period's figures, the
 * absence alerts and corrections, the excuses sent, "Enviar excusa" for a day without one and
 * "Agregar soporte" for a pending one (families only).
 */
export function useChildAttendance(childId: number) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const range = useAttendanceRange();
  const summary = useQuery(trpc.attendance.summary.queryOptions({ studentId: childId, ...range.query }));
  const alerts = useQuery({ ...trpc.attendance.alerts.queryOptions(), enabled: canReadAlerts(user) });
  const excuses = useQuery(trpc.attendance.excuses.queryOptions({}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sent = async (data: { message: string }) => {
    setErrors({});
    toast.success(data.message);
    await refreshAfter(queryClient, "attendance");
  };
  const failed = (error: unknown) => {
    // A refused file (415, 413) is told next to the file; the rest next to its field.
    if (error instanceof UploadError) return setErrors(error.status === 413 || error.status === 415 ? { file: error.message } : { text: error.message });
    const info = apiErrorInfo(error);
    setErrors(Object.keys(info.fields).length > 0 ? info.fields : { text: info.message });
  };
  const viaTrpc = useMutation(trpc.attendance.sendExcuse.mutationOptions({ onSuccess: sent, onError: failed }));
  // With a file the excuse goes as multipart to REST (fields first, then the file).
  const withFile = useMutation({
    mutationFn: (values: { studentId: number; date: string; text: string; file: File }) =>
      postMultipart<{ message: string }>("/api/attendance/excuses", { studentId: String(values.studentId), date: values.date, text: values.text }, values.file),
    onSuccess: sent,
    onError: failed,
  });
  const send = {
    isPending: viaTrpc.isPending || withFile.isPending,
    mutateAsync: ({ file, ...values }: { studentId: number; date: string; text: string; file: File | null }) =>
      file ? withFile.mutateAsync({ ...values, file }) : viaTrpc.mutateAsync(values),
  };
  // "Agregar soporte" (issue 34): a note by tRPC, a file (with its note) as multipart to REST.
  const supportViaTrpc = useMutation(trpc.attendance.addExcuseSupport.mutationOptions({ onSuccess: sent, onError: failed }));
  const supportWithFile = useMutation({
    mutationFn: (values: { id: number; note: string; file: File }) =>
      postMultipart<{ message: string }>(`/api/attendance/excuses/${values.id}/support`, { note: values.note }, values.file),
    onSuccess: sent,
    onError: failed,
  });
  const addSupport = {
    isPending: supportViaTrpc.isPending || supportWithFile.isPending,
    mutateAsync: ({ file, ...values }: { id: number; note: string; file: File | null }) =>
      file ? supportWithFile.mutateAsync({ ...values, file }) : supportViaTrpc.mutateAsync(values),
  };
  const childAlerts = (alerts.data?.alerts ?? []).filter((alert) => alert.studentId === childId).slice(0, 10);
  const childExcuses = (excuses.data?.excuses ?? []).filter((excuse) => excuse.studentId === childId);
  const name = summary.data?.students[0]?.name ?? childAlerts[0]?.studentName ?? childExcuses[0]?.studentName ?? null;
  return {
    range,
    summary,
    alerts: childAlerts,
    alertsLoading: alerts.isPending && alerts.fetchStatus !== "idle",
    excuses: childExcuses,
    name,
    canSend: user !== null && sendExcuseAccess(user) === "child",
    send,
    addSupport,
    /** The child's excuse of a day, if the family sent one: the day offers "Agregar soporte" or shows the decision, never "Enviar excusa" again. */
    excuseOn: (date: string) => childExcuses.find((excuse) => excuse.date === date),
    errors,
    clearErrors: () => setErrors({}),
  };
}
