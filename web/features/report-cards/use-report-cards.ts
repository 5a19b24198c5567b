import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { yearOf } from "../../../common/attendance/attendance.calendar";
import { schoolToday } from "../../../common/format";
import { type EntryInput, reportCardTextMessages as t } from "../../../common/report-cards/report-card.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { navigationTribes } from "../../../common/school";

type Tribe = (typeof navigationTribes)[number];
const isTribe = (value: string | null | undefined): value is Tribe => (navigationTribes as readonly string[]).includes(value ?? "");
export const tribeOptions = navigationTribes.map((tribe) => ({ value: tribe, label: tribe }));

/**
 * 'Boletines' (issue 26): the tribe (the teacher's own first) and the period (the school calendar's,
 * the current one first), the tribe's cards, the student being written, "Guardar" per subject and the
 * admin's "Publicar boletines de la tribu" with the server's message.
 */
export function useReportCards() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const today = schoolToday();
  const [tribe, setTribeState] = useState<Tribe>(() => (isTribe(user?.tribe) ? user.tribe : navigationTribes[0]));
  const [chosenPeriod, setPeriod] = useState<string | null>(null);
  const [studentId, setStudentId] = useState<number | null>(null);
  const calendar = useQuery(trpc.attendance.calendar.queryOptions({ year: yearOf(today) }));
  const periods = calendar.data?.periods ?? [];
  const current = periods.find((p) => p.start <= today && today <= p.end) ?? periods.filter((p) => p.start <= today).at(-1) ?? periods[0];
  const period = periods.find((p) => p.start === chosenPeriod)?.start ?? current?.start ?? null;
  const cards = useQuery({ ...trpc.reportCards.tribeCards.queryOptions({ tribe, period: period ?? "" }), enabled: period !== null, retry: false });
  const student = cards.data?.students.find((s) => s.id === studentId) ?? null;
  const [published, setPublished] = useState<string | null>(null);

  const save = useMutation(
    trpc.reportCards.saveEntry.mutationOptions({
      onSuccess: async (entry) => {
        toast.success(t.saved, entry.name);
        await refreshAfter(queryClient, "reportCards");
      },
    }),
  );
  const publish = useMutation(
    trpc.reportCards.publish.mutationOptions({
      onSuccess: async (result) => {
        const message = t.published(result.published, result.unchanged);
        setPublished(message);
        toast.success(message);
        await refreshAfter(queryClient, "reportCards");
      },
      onError: (error) => setPublished(apiErrorInfo(error).message || "No se pudieron publicar los boletines"),
    }),
  );

  return {
    tribe,
    setTribe: (value: string) => {
      if (!isTribe(value)) return;
      setTribeState(value);
      setStudentId(null);
      setPublished(null);
    },
    periods,
    calendarLoading: calendar.isPending,
    period,
    setPeriod: (value: string) => {
      setPeriod(value);
      setPublished(null);
    },
    cards,
    student,
    choose: setStudentId,
    saveEntry: (input: Omit<EntryInput, "studentId" | "period">) => save.mutateAsync({ ...input, studentId: student?.id ?? 0, period: period ?? "" }),
    publish: () => period && publish.mutate({ tribe, period }),
    publishing: publish.isPending,
    published,
  };
}
