import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { canReadAlerts, sendExcuseAccess } from "../../../common/attendance/attendance.policy";
import { schoolToday } from "../../../common/format";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { monthOf } from "./attendance-days";

/**
 * A child's attendance as the family (or an admin) sees it (issue 25): the month's figures, the
 * absence alerts and corrections, the excuses sent, and "Enviar excusa" (families only).
 */
export function useChildAttendance(childId: number) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [month, setMonth] = useState(() => monthOf(schoolToday()));
  const summary = useQuery(trpc.attendance.summary.queryOptions({ studentId: childId, month }));
  const alerts = useQuery({ ...trpc.attendance.alerts.queryOptions(), enabled: canReadAlerts(user) });
  const excuses = useQuery(trpc.attendance.excuses.queryOptions({}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation(
    trpc.attendance.sendExcuse.mutationOptions({
      onSuccess: async (data) => {
        setErrors({});
        toast.success(data.message);
        await refreshAfter(queryClient, "attendance");
      },
      onError: (error) => {
        const info = apiErrorInfo(error);
        setErrors(Object.keys(info.fields).length > 0 ? info.fields : { text: info.message });
      },
    }),
  );
  const childAlerts = (alerts.data?.alerts ?? []).filter((alert) => alert.studentId === childId).slice(0, 10);
  const childExcuses = (excuses.data?.excuses ?? []).filter((excuse) => excuse.studentId === childId);
  const name = summary.data?.students[0]?.name ?? childAlerts[0]?.studentName ?? childExcuses[0]?.studentName ?? null;
  return {
    month,
    setMonth,
    summary,
    alerts: childAlerts,
    alertsLoading: alerts.isPending && alerts.fetchStatus !== "idle",
    excuses: childExcuses,
    name,
    canSend: user !== null && sendExcuseAccess(user) === "child",
    send,
    errors,
    clearErrors: () => setErrors({}),
  };
}
