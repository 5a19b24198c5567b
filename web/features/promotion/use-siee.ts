import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { schoolToday } from "../../../common/format";
import { numberFieldText } from "../../../common/numbers";
import { type AdoptSieeInput, adoptSieeInput, type SieeContent, type SupportCap } from "../../../common/promotion/promotion.schema";
import { isAdmin } from "../../../common/school.policy";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";

/** What the SIEE form holds: the texts, the attendance rule as typed ("25" or "12,5"), the adoption's date and acta. */
export type SieeForm = Omit<AdoptSieeInput, "maxUnexcusedAbsencePercent" | "supportMaxLevel"> & { maxUnexcusedAbsencePercent: string; supportMaxLevel: SupportCap };

const emptyForm = (): SieeForm => ({
  criteria: "",
  promotionCriteria: "",
  maxUnexcusedAbsencePercent: "25",
  supportActivities: "",
  supportMaxLevel: "basico",
  complaints: "",
  earlyPromotion: "",
  commission: "",
  adoptedOn: schoolToday(),
  councilActa: "",
});

/** A new version starts from the one in force (a change of the SIEE follows the same steps: Decreto 1290 art. 8). */
function formFrom(content: SieeContent | undefined): SieeForm {
  if (!content) return emptyForm();
  const { scale: _scale, ...fields } = content;
  return { ...fields, maxUnexcusedAbsencePercent: numberFieldText(content.maxUnexcusedAbsencePercent, 1), adoptedOn: schoolToday(), councilActa: "" };
}

/** 'SIEE' (issue 35): the version in force or an older one chosen from the history; an admin adopts a new one. */
export function useSiee() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.promotion.siee.queryOptions());
  const [chosen, setChosen] = useState<number | null>(null);
  const older = useQuery({ ...trpc.promotion.sieeVersion.queryOptions({ version: chosen ?? 0 }), enabled: chosen !== null });
  const current = overview.data?.current ?? null;
  const shown = chosen === null || chosen === current?.version ? current : (older.data ?? null);
  const [form, setForm] = useState<SieeForm | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const adopt = useMutation(
    trpc.promotion.adoptSiee.mutationOptions({
      onSuccess: async (version) => {
        toast.success(`SIEE versión ${version.version} adoptado`);
        await queryClient.invalidateQueries({ queryKey: trpc.promotion.pathKey() });
        setChosen(null);
        setForm(null);
      },
      onError: (error) => {
        const info = apiErrorInfo(error);
        setFields({ ...info.fields, _: info.message });
      },
    }),
  );
  return {
    overview,
    shown,
    chosen: shown?.version ?? null,
    choose: (version: number) => setChosen(version),
    canAdopt: isAdmin(user),
    form,
    fields,
    saving: adopt.isPending,
    open: () => {
      setFields({});
      setForm(formFrom(current?.content));
    },
    close: () => setForm(null),
    change: (patch: Partial<SieeForm>) => form && setForm({ ...form, ...patch }),
    submit: () => {
      if (!form) return;
      const parsed = adoptSieeInput.safeParse(form);
      if (!parsed.success) {
        const found: Record<string, string> = {};
        for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "_")] ??= issue.message;
        setFields(found);
        return;
      }
      setFields({});
      adopt.mutate(parsed.data);
    },
  };
}
