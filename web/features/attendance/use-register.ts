import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { AttendanceMark, Register, SaveRegisterInput } from "../../../common/attendance/attendance.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { defaultDay, defaultTribe, isTribe, type Tribe } from "./attendance-days";
import { changedMarks, keptRegisterWords, saveRegister, withMarks } from "./save-register";

export type DraftMark = { mark: AttendanceMark; note: string };

function draftOf(register: Register | undefined): Record<number, DraftMark> {
  const draft: Record<number, DraftMark> = {};
  for (const row of register?.students ?? []) draft[row.studentId] = { mark: row.mark, note: row.note ?? "" };
  return draft;
}

/**
 * The register screen's data (issue 25): the tribe (the teacher's own by default) and the day
 * (today in Bogotá, or the last school day), the register as saved, the marks being changed, "Guardar",
 * and the pending excuses with "Aceptar".
 */
export function useRegister(opened: { tribe?: string; date?: string } = {}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const calendar = useQuery(trpc.attendance.calendar.queryOptions({}));
  // A link may open a given tribe and day (the teacher's "Hoy", issue 34); the screen's choices take over from there.
  const [tribe, setTribeState] = useState<Tribe>(() => (isTribe(opened.tribe) ? opened.tribe : defaultTribe(user?.tribe)));
  const setTribe = (value: string) => isTribe(value) && setTribeState(value);
  const [chosenDate, setDate] = useState<string | null>(opened.date ?? null);
  const date = chosenDate ?? (calendar.isPending ? null : defaultDay(calendar.data));
  const register = useQuery({ ...trpc.attendance.register.queryOptions({ tribe, date: date ?? "" }), enabled: date !== null, retry: false });
  const [draft, setDraft] = useState<Record<number, DraftMark>>({});
  useEffect(() => setDraft(draftOf(register.data)), [register.data]);

  const dirty = useMemo(
    () => (register.data?.students ?? []).some((row) => draft[row.studentId] && (draft[row.studentId]?.mark !== row.mark || draft[row.studentId]?.note !== (row.note ?? ""))),
    [draft, register.data],
  );
  const setMark = (studentId: number, mark: AttendanceMark) => setDraft((d) => ({ ...d, [studentId]: { note: d[studentId]?.note ?? "", mark } }));
  const setNote = (studentId: number, note: string) => setDraft((d) => ({ ...d, [studentId]: { mark: d[studentId]?.mark ?? "present", note } }));

  const save = useMutation({
    // Without internet the changed marks are kept on the device (save-register.ts): not paused.
    networkMode: "always",
    mutationFn: (input: SaveRegisterInput) => saveRegister(input, user?.id ?? 0, changedMarks(register.data, input.marks)),
    onSuccess: async (saved, input) => {
      if (saved.kind === "kept") {
        // The screen shows what she marked, as saved here: "Guardar" has nothing left to do.
        queryClient.setQueryData(trpc.attendance.register.queryKey({ tribe, date: date ?? "" }), (before: Register | undefined) => withMarks(before, input.marks));
        toast.info(keptRegisterWords);
        return;
      }
      queryClient.setQueryData(trpc.attendance.register.queryKey({ tribe, date: date ?? "" }), saved.data.register);
      toast.success(saved.data.message);
      await refreshAfter(queryClient, "attendance");
    },
    onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo guardar la asistencia"),
  });
  const submit = () => {
    if (!register.data) return;
    const marks = register.data.students.map((row) => ({ studentId: row.studentId, mark: draft[row.studentId]?.mark ?? row.mark, note: draft[row.studentId]?.note ?? "" }));
    save.mutate({ tribe, date: register.data.date, marks });
  };

  const excuses = useQuery(trpc.attendance.excuses.queryOptions({ status: "pending" }));
  const accept = useMutation(
    trpc.attendance.acceptExcuse.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message, `${data.excuse.studentName}, ${data.excuse.date}`);
        await refreshAfter(queryClient, "attendance");
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo aceptar la excusa"),
    }),
  );

  return { tribe, setTribe, date, setDate, today: register.data?.today, register, draft, dirty, setMark, setNote, save, submit, excuses, accept };
}
