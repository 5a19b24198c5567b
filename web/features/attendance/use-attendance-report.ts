import { useQueries } from "@tanstack/react-query";
import { navigationTribes } from "../../../common/school";
import { trpc } from "../../lib/trpc";
import { useAttendanceRange } from "./use-attendance-range";

/** Reportes (issue 25): each tribe's attendance figures for a month or a period. */
export function useAttendanceReport() {
  const range = useAttendanceRange();
  const results = useQueries({ queries: navigationTribes.map((tribe) => trpc.attendance.summary.queryOptions({ tribe, ...range.query })) });
  const rows = navigationTribes.map((tribe, index) => ({ tribe, totals: results[index]?.data?.totals ?? null }));
  return { range, rows, pending: results.some((r) => r.isPending), failed: results.some((r) => r.isError) };
}
