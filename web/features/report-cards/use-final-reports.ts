import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { yearOf } from "../../../common/attendance/attendance.calendar";
import { schoolToday } from "../../../common/format";
import { finalReportMessages as m } from "../../../common/report-cards/final-report";
import type { Tribe } from "../../../common/school";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/**
 * The admin's "Informes finales" of a tribe's year (issue 35): who is ready, who is blocked and why,
 * and "Publicar informes finales" with the server's message (a 409 says what is missing).
 */
export function useFinalReports(tribe: Tribe) {
  const queryClient = useQueryClient();
  const thisYear = yearOf(schoolToday());
  const [year, setYear] = useState(thisYear);
  const [result, setResult] = useState<string | null>(null);
  const readiness = useQuery({ ...trpc.reportCards.finalReadiness.queryOptions({ tribe, year }), retry: false });
  const publish = useMutation(
    trpc.reportCards.publishFinal.mutationOptions({
      onSuccess: async (done) => {
        const message = m.published(done.published, done.unchanged, done.pending);
        setResult(message);
        toast.success(message);
        await refreshAfter(queryClient, "reportCards");
      },
      onError: (error) => setResult(apiErrorInfo(error).message || "No se pudieron publicar los informes finales"),
    }),
  );
  const students = readiness.data?.students ?? [];
  return {
    year,
    years: [thisYear, thisYear - 1],
    setYear: (value: number) => {
      setYear(value);
      setResult(null);
    },
    readiness,
    students,
    allReady: students.length > 0 && students.every((s) => s.ready),
    ready: students.filter((s) => s.ready),
    pending: students.filter((s) => !s.ready),
    publish: () => publish.mutate({ tribe, year }),
    publishing: publish.isPending,
    result,
  };
}
