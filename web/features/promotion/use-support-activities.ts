import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { yearOf } from "../../../common/attendance/attendance.calendar";
import { schoolToday } from "../../../common/format";
import { type CreateActivityInput, createActivityInput, type RecordResultInput, recordResultInput, type SupportActivity } from "../../../common/promotion/promotion.schema";
import type { Tribe } from "../../../common/school";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";

export type Fields = Record<string, string>;
export type Creating = { studentId: number; studentName: string; subject: string };

/** The first message of each field, from a failed parse or the server's answer. */
function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Fields {
  const found: Fields = {};
  for (const issue of issues) found[String(issue.path[0] ?? "_")] ??= issue.message;
  return found;
}

/** 'Actividades de apoyo' (issue 35): a tribe's students of a year, their Bajo subjects and activities; create and record results. */
export function useSupportActivities() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const thisYear = yearOf(schoolToday());
  const [tribe, setTribe] = useState<string>(user?.tribe ?? "Tribu 1");
  const [year, setYear] = useState(thisYear);
  const list = useQuery(trpc.promotion.tribeActivities.queryOptions({ tribe: tribe as Tribe, year }));
  const [creating, setCreating] = useState<Creating | null>(null);
  const [recording, setRecording] = useState<SupportActivity | null>(null);
  const [fields, setFields] = useState<Fields>({});
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: trpc.promotion.pathKey() });
    setCreating(null);
    setRecording(null);
  };
  const onError = (error: unknown) => {
    const info = apiErrorInfo(error);
    setFields({ ...info.fields, _: info.message });
  };
  const create = useMutation(trpc.promotion.createActivity.mutationOptions({ onSuccess: () => done("Actividad de apoyo creada"), onError }));
  const record = useMutation(trpc.promotion.recordResult.mutationOptions({ onSuccess: () => done("Resultado registrado"), onError }));
  return {
    tribe,
    setTribe,
    year,
    setYear,
    thisYear,
    list,
    fields,
    creating,
    recording,
    saving: create.isPending || record.isPending,
    startCreate: (value: Creating) => {
      setFields({});
      setCreating(value);
    },
    startRecord: (activity: SupportActivity) => {
      setFields({});
      setRecording(activity);
    },
    close: () => {
      setCreating(null);
      setRecording(null);
    },
    submitCreate: (input: Omit<CreateActivityInput, "levelBefore" | "year" | "studentId">) => {
      if (!creating) return;
      const parsed = createActivityInput.safeParse({ ...input, studentId: creating.studentId, year });
      if (!parsed.success) return setFields(fieldsOf(parsed.error.issues));
      create.mutate(parsed.data);
    },
    submitResult: (input: Omit<RecordResultInput, "id">) => {
      if (!recording) return;
      const parsed = recordResultInput.safeParse({ ...input, id: recording.id });
      if (!parsed.success) return setFields(fieldsOf(parsed.error.issues));
      record.mutate(parsed.data);
    },
  };
}
