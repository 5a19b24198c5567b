import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { yearOf } from "../../../common/attendance/attendance.calendar";
import { schoolToday } from "../../../common/format";
import { type ReportCardSettings, reportCardSettingsInput } from "../../../common/report-cards/report-card-settings.schema";
import { numberFieldText, parseNumberText } from "../../../common/numbers";
import { gradeFromText } from "../../../common/student-work/grade-rule";
import type { Tribe } from "../../../common/school";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/** What the form holds: cut-offs and weights as typed ("8,5"), dimensions one per line. */
export type SettingsForm = {
  superior: string;
  alto: string;
  basico: string;
  directorName: string;
  headTitle: string;
  piarLineOnCards: boolean;
  piarLineForOtherSchools: boolean;
  preschoolTribes: Tribe[];
  dimensions: string;
  weights: Record<string, string>;
};

const decimal = (value: number) => numberFieldText(value, 1);

function formOf(settings: ReportCardSettings): SettingsForm {
  return {
    superior: decimal(settings.scale.superior),
    alto: decimal(settings.scale.alto),
    basico: decimal(settings.scale.basico),
    directorName: settings.directorName,
    headTitle: settings.headTitle,
    piarLineOnCards: settings.piarLineOnCards,
    piarLineForOtherSchools: settings.piarLineForOtherSchools,
    preschoolTribes: settings.preschoolTribes,
    dimensions: settings.dimensions.join("\n"),
    weights: Object.fromEntries(settings.periodWeights.map((w) => [w.periodStart, numberFieldText(w.weight, 2)])),
  };
}

/** The form as the settings the server takes: blank weights mean "no weights" (equal periods). */
function settingsOf(form: SettingsForm) {
  const weights = Object.entries(form.weights).filter(([, text]) => text.trim() !== "");
  return {
    scale: { superior: gradeFromText(form.superior) ?? Number.NaN, alto: gradeFromText(form.alto) ?? Number.NaN, basico: gradeFromText(form.basico) ?? Number.NaN },
    directorName: form.directorName,
    headTitle: form.headTitle,
    piarLineOnCards: form.piarLineOnCards,
    piarLineForOtherSchools: form.piarLineForOtherSchools,
    preschoolTribes: form.preschoolTribes,
    dimensions: form.dimensions.split("\n").map((line) => line.trim()).filter((line) => line !== ""),
    periodWeights: weights.map(([periodStart, text]) => ({ periodStart, weight: parseNumberText(text) ?? Number.NaN })),
  };
}

/**
 * 'Ajustes de boletines' (issue 26, admins): the school's cut-offs on the national scale, who signs
 * as director and with what title, the PIAR line on the family's and another school's copies (issue 35), the preschool tribes and their dimensions, each period's weight in the year. Checked
 * with the server's own rule before sending; the server's answer is shown as it comes.
 */
export function useReportCardSettings(onSaved: () => void) {
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.reportCards.settings.queryOptions());
  const calendar = useQuery(trpc.attendance.calendar.queryOptions({ year: yearOf(schoolToday()) }));
  const [edited, setForm] = useState<SettingsForm | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = edited ?? (settings.data ? formOf(settings.data) : null);
  const save = useMutation(
    trpc.reportCards.saveSettings.mutationOptions({
      onSuccess: async () => {
        toast.success("Ajustes de boletines guardados");
        await refreshAfter(queryClient, "reportCards");
        onSaved();
      },
      onError: (error) => setProblem(apiErrorInfo(error).message || "No se pudieron guardar los ajustes"),
    }),
  );
  return {
    form,
    loading: settings.isPending,
    periods: calendar.data?.periods ?? [],
    problem,
    saving: save.isPending,
    change: (patch: Partial<SettingsForm>) => form && setForm({ ...form, ...patch }),
    submit: () => {
      if (!form) return;
      const parsed = reportCardSettingsInput.safeParse(settingsOf(form));
      if (!parsed.success) {
        setProblem(parsed.error.issues[0]?.message ?? "Revisa los ajustes.");
        return;
      }
      setProblem(null);
      save.mutate(parsed.data);
    },
  };
}
