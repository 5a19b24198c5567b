import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { AttendanceCalendar } from "../../../common/attendance/attendance.schema";
import { schoolToday } from "../../../common/format";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/** Each line of the form has a key of its own, so editing or removing one never mixes up the others. */
export type Holiday = { key: number; date: string; name: string };
export type Period = { key: number; name: string; start: string; end: string };
let nextKey = 1;
export const newKey = () => nextKey++;
export type CalendarForm = { schoolDays: number[]; holidays: Holiday[]; periods: Period[] };

const formOf = (calendar: AttendanceCalendar | undefined): CalendarForm => ({
  schoolDays: calendar?.schoolDays ?? [1, 2, 3, 4, 5],
  holidays: (calendar?.holidays ?? []).map((h) => ({ ...h, key: newKey() })),
  periods: (calendar?.periods ?? []).map((p) => ({ ...p, key: newKey() })),
});

/**
 * The admin's school calendar of a year (issue 25): school days, holidays (Colombia's, until saved)
 * and periods, edited as one form; the server's message says what is wrong.
 */
export function useCalendarSettings() {
  const queryClient = useQueryClient();
  const [year, setYear] = useState(() => Number(schoolToday().slice(0, 4)));
  const calendar = useQuery(trpc.attendance.calendar.queryOptions({ year }));
  const [form, setForm] = useState<CalendarForm>(formOf(undefined));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setForm(formOf(calendar.data)), [calendar.data]);

  const save = useMutation(
    trpc.attendance.saveCalendar.mutationOptions({
      onSuccess: async (data) => {
        setError(null);
        toast.success(data.message);
        await refreshAfter(queryClient, "attendance");
      },
      onError: (e) => setError(apiErrorInfo(e).message || "No se pudo guardar el calendario"),
    }),
  );
  const toggleDay = (day: number) =>
    setForm((f) => ({ ...f, schoolDays: f.schoolDays.includes(day) ? f.schoolDays.filter((d) => d !== day) : [...f.schoolDays, day].sort() }));
  return {
    year,
    setYear,
    calendar,
    form,
    setForm,
    toggleDay,
    error,
    save,
    submit: () =>
      save.mutate({
        year,
        schoolDays: form.schoolDays,
        holidays: form.holidays.map(({ date, name }) => ({ date, name })),
        periods: form.periods.map(({ name, start, end }) => ({ name, start, end })),
      }),
  };
}
