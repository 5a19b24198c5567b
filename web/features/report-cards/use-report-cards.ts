import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { currentPeriod, yearOf } from "../../../common/attendance/attendance.calendar";
import { schoolToday } from "../../../common/format";
import { type EntryInput, reportCardTextMessages as t } from "../../../common/report-cards/report-card.schema";
import { toast } from "../../components/ui/toast";
import { authHeader, saveDownload } from "../../lib/protected-files";
import { useAuth } from "../../lib/auth-store";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { navigationTribes } from "../../../common/school";

type Tribe = (typeof navigationTribes)[number];
const isTribe = (value: string | null | undefined): value is Tribe => (navigationTribes as readonly string[]).includes(value ?? "");
export const tribeOptions = navigationTribes.map((tribe) => ({ value: tribe, label: tribe }));

/**
 * 'Boletines' (issue 26): the tribe (the teacher's own first) and the period (the school calendar's,
 * the current one first), the tribe's cards, the student being written, "Guardar" per subject, the
 * admin's "Publicar boletines de la tribu" (after its confirmation, publish-dialog.tsx) with the server's message and the tribe's published cards
 * as one zip.
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
  const current = currentPeriod(periods, today);
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
    }),
  );

  const zip = useMutation({
    mutationFn: async (chosen: { tribe: Tribe; period: string }) => {
      const response = await fetch(`/api/report-cards/tribe/zip?tribe=${encodeURIComponent(chosen.tribe)}&period=${chosen.period}`, { headers: authHeader() });
      if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message || "No se pudieron descargar los boletines");
      return saveDownload(response, `boletines-${chosen.period}.zip`);
    },
    onError: (error) => toast.error(error.message),
  });

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
    /** The confirmation's choice (issue 35): the cards to publish, and whether the period has not ended yet. */
    publish: (input: { studentIds: number[]; beforePeriodEnd: boolean }) => publish.mutateAsync({ tribe, period: period ?? "", ...input }),
    publishing: publish.isPending,
    /** Whether the tribe has published cards of the period, to download them as one zip. */
    hasPublished: Boolean(cards.data?.students.some((s) => s.version > 0)),
    downloadZip: () => period && zip.mutate({ tribe, period }),
    downloadingZip: zip.isPending,
    published,
  };
}
