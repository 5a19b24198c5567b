import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { schoolToday } from "../../../common/format";
import type { SimatSettingsInput } from "../../../common/enrolment-reports/simat-settings";
import { simatSettingsMessages } from "../../../common/enrolment-reports/simat-settings";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

/** 'Informes de matrícula' (issue 36): the year, SIMAT's check of it, and the school's SIMAT data. */
export function useEnrolmentReports() {
  const queryClient = useQueryClient();
  const thisYear = Number(schoolToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const check = useQuery(trpc.enrolmentReports.simatCheck.queryOptions({ year }));
  const settings = useQuery(trpc.enrolmentReports.simatSettings.queryOptions());
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useMutation(
    trpc.enrolmentReports.saveSimatSettings.mutationOptions({
      onSuccess: async () => {
        setFields({});
        toast.success(simatSettingsMessages.saved);
        await queryClient.invalidateQueries({ queryKey: trpc.enrolmentReports.pathKey() });
      },
      onError: (error) => {
        const info = apiErrorInfo(error);
        setFields(info.fields);
        toast.error(info.message);
      },
    }),
  );
  return {
    year,
    setYear,
    years: [thisYear + 1, thisYear, thisYear - 1, thisYear - 2],
    check,
    settings,
    fields,
    saving: save.isPending,
    save: (input: SimatSettingsInput) => save.mutate(input),
  };
}
