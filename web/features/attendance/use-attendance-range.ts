import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { currentPeriod, yearOf } from "../../../common/attendance/attendance.calendar";
import { formatDate, schoolToday } from "../../../common/format";
import { trpc } from "../../lib/trpc";
import { monthOf } from "./attendance-days";

export type RangeKind = "month" | "period";

/**
 * The span of the attendance figures (issue 25): a month, or one of the school calendar's periods
 * (this year's; the current one first chosen). `query` is what the summary is asked for.
 */
export function useAttendanceRange() {
  const today = schoolToday();
  const [by, setBy] = useState<RangeKind>("month");
  const [month, setMonth] = useState(() => monthOf(today));
  const [chosen, setChosen] = useState<string | null>(null);
  const calendar = useQuery(trpc.attendance.calendar.queryOptions({ year: yearOf(today) }));
  const periods = calendar.data?.periods ?? [];
  const current = currentPeriod(periods, today);
  const period = periods.find((p) => p.start === chosen) ?? current;
  const usePeriod = by === "period" && period !== undefined;
  return {
    by,
    setBy,
    month,
    setMonth,
    periods,
    period: period?.start ?? "",
    setPeriod: setChosen,
    /** True when the figures are a period's (false by month, or while the calendar has no periods). */
    usingPeriod: usePeriod,
    query: usePeriod ? { period: period.start } : { month },
    /** "marzo de 2026"-free label the tables and charts name: the month (AAAA-MM) or the period with its days. */
    label: usePeriod ? `${period.name} (${formatDate(period.start)} – ${formatDate(period.end)})` : month,
  };
}

export type AttendanceRange = ReturnType<typeof useAttendanceRange>;
