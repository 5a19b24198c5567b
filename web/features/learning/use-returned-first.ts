import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isReturned } from "../../../common/dashboards/returned-work";
import { trpc } from "../../lib/trpc";

/**
 * Whether the student's work on this module was given back (issue 37), so the page shows it first.
 * Decided once, when the work is first known: after "Mejorar mi trabajo" the block stays where the
 * child is looking, with its confirmation, instead of jumping to the end of the page.
 */
export function useReturnedFirst(moduleId: number | undefined): boolean {
  const mine = useQuery({ ...trpc.studentWork.mine.queryOptions({ moduleId: moduleId ?? 0 }), enabled: moduleId !== undefined });
  const [first, setFirst] = useState<{ moduleId: number; returned: boolean } | null>(null);
  if (moduleId !== undefined && mine.isSuccess && first?.moduleId !== moduleId) {
    setFirst({ moduleId, returned: mine.data !== null && isReturned(mine.data) });
  }
  return first !== null && first.moduleId === moduleId ? first.returned : false;
}
