import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { yearOf } from "../../../common/attendance/attendance.calendar";
import { schoolToday } from "../../../common/format";
import { type Acta, type MemberRole, type PromotionDecision, saveActaInput } from "../../../common/promotion/promotion.schema";
import type { Tribe } from "../../../common/school";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { isAdmin } from "../../../common/school.policy";

export type ActaForm = {
  metOn: string;
  members: { name: string; role: MemberRole }[];
  notes: string;
  decisions: Record<number, { decision: PromotionDecision | ""; reason: string }>;
};

const formOf = (acta: Acta | null): ActaForm => ({
  metOn: acta?.metOn ?? schoolToday(),
  members: acta?.members ?? [{ name: "", role: "directivo" }],
  notes: acta?.notes ?? "",
  decisions: Object.fromEntries((acta?.decisions ?? []).map((d) => [d.studentId, { decision: d.decision, reason: d.reason }])),
});

/** 'Comisión de promoción' (issue 35): the tribe's year, its acta (newest version, or an older one), writing, signing, correcting. */
export function useCommission() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const thisYear = yearOf(schoolToday());
  // The acta names every child of the tribe: a teacher reads their own tribe's only; an admin any.
  const admin = isAdmin(user);
  const ownTribe = user?.tribe ?? null;
  const [tribe, setTribeState] = useState<string>(admin ? (ownTribe ?? "Tribu 1") : (ownTribe ?? ""));
  const [year, setYearState] = useState(thisYear);
  const commission = useQuery({ ...trpc.promotion.commission.queryOptions({ tribe: tribe as Tribe, year }), enabled: tribe !== "" });
  const [viewing, setViewing] = useState<number | null>(null);
  const older = useQuery({ ...trpc.promotion.acta.queryOptions({ id: viewing ?? 0 }), enabled: viewing !== null });
  const [edited, setForm] = useState<ActaForm | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  // The order the decisions were sent in: field messages name them by index ("decisions.0.reason").
  const [sent, setSent] = useState<number[]>([]);
  const newest = commission.data?.acta ?? null;
  const form = edited ?? formOf(newest);
  const refresh = async (message: string) => {
    toast.success(message);
    setForm(null);
    setViewing(null);
    await queryClient.invalidateQueries({ queryKey: trpc.promotion.pathKey() });
  };
  const onError = (error: unknown) => {
    const info = apiErrorInfo(error);
    setFields({ ...info.fields, _: info.message });
  };
  const save = useMutation(trpc.promotion.saveActa.mutationOptions({ onSuccess: () => refresh("Acta guardada"), onError }));
  const close = useMutation(trpc.promotion.closeActa.mutationOptions({ onSuccess: () => refresh("Acta firmada: ya no se puede cambiar"), onError }));
  const correct = useMutation(trpc.promotion.correctActa.mutationOptions({ onSuccess: () => refresh("Nueva versión del acta creada para corregirla"), onError }));
  const reset = () => {
    setForm(null);
    setFields({});
    setViewing(null);
  };
  return {
    tribe,
    /** The tribes the picker offers: all for an admin, the teacher's own (none without one). */
    tribes: admin ? undefined : ownTribe ? [ownTribe] : [],
    year,
    thisYear,
    setTribe: (value: string) => {
      reset();
      setTribeState(value);
    },
    setYear: (value: number) => {
      reset();
      setYearState(value);
    },
    commission,
    /** The version shown: an older one chosen from the list, or the newest. */
    shown: viewing !== null && viewing !== newest?.id ? (older.data ?? null) : newest,
    view: (id: number) => setViewing(id),
    editable: Boolean(commission.data?.canWrite) && (newest === null || newest.closedAt === null) && (viewing === null || viewing === newest?.id),
    form,
    fields,
    /** A decision's field message ("reason", "decision", "studentId"), by student. */
    decisionError: (studentId: number, key: string) => (sent.includes(studentId) ? fields[`decisions.${sent.indexOf(studentId)}.${key}`] : undefined),
    busy: save.isPending || close.isPending || correct.isPending,
    change: (patch: Partial<ActaForm>) => setForm({ ...form, ...patch }),
    save: () => {
      const decisions = Object.entries(form.decisions)
        .filter(([, d]) => d.decision !== "")
        .map(([studentId, d]) => ({ studentId: Number(studentId), decision: d.decision, reason: d.reason }));
      setSent(decisions.map((d) => d.studentId));
      const parsed = saveActaInput.safeParse({ tribe, year, metOn: form.metOn, members: form.members, notes: form.notes, decisions });
      if (!parsed.success) {
        const found: Record<string, string> = {};
        for (const issue of parsed.error.issues) found[issue.path.map(String).join(".")] ??= issue.message;
        return setFields({ ...found, _: parsed.error.issues[0]?.message ?? "" });
      }
      setFields({});
      save.mutate(parsed.data);
    },
    close: () => newest && close.mutate({ id: newest.id }),
    correct: () => newest && correct.mutate({ id: newest.id }),
  };
}
