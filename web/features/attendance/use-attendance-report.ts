import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { navigationTribes } from "../../../common/school";
import { schoolToday } from "../../../common/format";
import { trpc } from "../../lib/trpc";
import { monthOf } from "./attendance-days";

/** Reportes (issue 25): each tribe's attendance figures for a month. */
export function useAttendanceReport() {
  const [month, setMonth] = useState(() => monthOf(schoolToday()));
  const results = useQueries({ queries: navigationTribes.map((tribe) => trpc.attendance.summary.queryOptions({ tribe, month })) });
  const rows = navigationTribes.map((tribe, index) => ({ tribe, totals: results[index]?.data?.totals ?? null }));
  return { month, setMonth, rows, pending: results.some((r) => r.isPending), failed: results.some((r) => r.isError) };
}
