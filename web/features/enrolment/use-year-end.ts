import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { yearOf } from "../../../common/attendance/attendance.calendar";
import { schoolToday } from "../../../common/format";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

/** 'Cierre de año' (issue 36): the year's outcome per student from the signed actas, and applying it once. */
export function useYearEnd() {
  const queryClient = useQueryClient();
  const thisYear = yearOf(schoolToday());
  const [year, setYear] = useState(thisYear);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useQuery(trpc.enrolment.yearEndPreview.queryOptions({ year }));
  const apply = useMutation(
    trpc.enrolment.yearEndApply.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.message);
        setConfirming(false);
        await queryClient.invalidateQueries({ queryKey: trpc.enrolment.pathKey() });
      },
      onError: (failure) => {
        setError(apiErrorInfo(failure).message);
        setConfirming(false);
      },
    }),
  );
  const counts = preview.data?.counts;
  return {
    year,
    setYear,
    thisYear,
    preview,
    counts,
    toApply: (counts?.promover ?? 0) + (counts?.graduar ?? 0),
    confirming,
    setConfirming,
    error,
    applying: apply.isPending,
    apply: () => {
      setError(null);
      apply.mutate({ year });
    },
  };
}
