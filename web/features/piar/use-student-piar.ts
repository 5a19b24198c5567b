import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { currentPeriod, yearOf } from "../../../common/attendance/attendance.calendar";
import { schoolToday } from "../../../common/format";
import { piarMessages as m } from "../../../common/piar/piar.labels";
import type { Piar, PiarContent } from "../../../common/piar/piar.schema";
import { toast } from "../../components/ui/toast";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/**
 * One student's PIAR on the staff screen: the plan (null when there is none yet), "Guardar PIAR"
 * (or "Crear PIAR"), and the follow-up of a period of this year's school calendar (the current one first).
 */
export function useStudentPiar(studentId: number) {
  const queryClient = useQueryClient();
  const today = schoolToday();
  const plan = useQuery(trpc.piar.find.queryOptions({ studentId }));
  const calendar = useQuery(trpc.attendance.calendar.queryOptions({ year: yearOf(today) }));
  const periods = calendar.data?.periods ?? [];
  const current = currentPeriod(periods, today);

  const saved = (message: string) => async (piar: Piar) => {
    queryClient.setQueryData(trpc.piar.find.queryKey({ studentId }), piar);
    toast.success(message, piar.studentName);
    await refreshAfter(queryClient, "piar");
  };
  const save = useMutation(trpc.piar.save.mutationOptions({ onSuccess: saved(m.saved) }));
  const followup = useMutation(trpc.piar.followup.mutationOptions({ onSuccess: saved(m.followupSaved) }));

  return {
    today,
    plan,
    periods,
    calendarLoading: calendar.isPending,
    currentPeriod: current?.start ?? null,
    save: (input: { content: PiarContent; reviewDue: string }) => save.mutateAsync({ studentId, ...input }),
    writeFollowup: (period: string, text: string) => followup.mutateAsync({ studentId, period, text }),
  };
}
