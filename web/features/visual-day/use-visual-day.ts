import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import type { navigationTribes } from "../../../common/school";
import { type VisualDay, type VisualStep, visualDayMessages } from "../../../common/visual-day/visual-day.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { dayQuery, defaultTribe, type VisualDaySearch } from "./visual-day-queries";

export type Tribe = (typeof navigationTribes)[number];

const route = getRouteApi("/dashboard/visual-day");

/** The day can move on when it has steps and is not at its last one. */
export const canMoveOn = (day: VisualDay) => day.steps.length > 0 && (day.nowStep === null || day.nextStep !== null);

/** Keeps the keyboard on the moved step: the same button, or the other one once it reached an end. */
function focusMoved(id: string, direction: "up" | "down") {
  window.setTimeout(() => {
    const same = document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction}"]`);
    const other = document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction === "up" ? "down" : "up"}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, 0);
}

/**
 * The day of the URL's tribe and date (fetched with the route), and moving it on: reorder, next
 * step, 'Poner ahora', delete. What changed is announced to screen readers.
 */
export function useVisualDay({ onRemoved }: { onRemoved: () => void }) {
  const queryClient = useQueryClient();
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const tribe: Tribe = filters.tribe ?? defaultTribe;
  // A day that cannot be read is said in place, with the tribe and date still there to change.
  const query = useQuery(dayQuery(filters));
  const [announcement, setAnnouncement] = useState("");

  const refresh = async (message?: string) => {
    if (message) setAnnouncement(message);
    await queryClient.invalidateQueries({ queryKey: trpc.visualDay.pathKey() });
  };
  const onError = (error: unknown) => toast.error(apiErrorInfo(error).message || "No se pudo guardar el cambio");
  const move = useMutation(
    trpc.visualDay.moveStep.mutationOptions({
      onSuccess: async (r, input) => {
        await refresh(r.message);
        focusMoved(String(input.id), input.fields?.direction === "down" ? "down" : "up");
      },
      onError,
    }),
  );
  const advance = useMutation(trpc.visualDay.advance.mutationOptions({ onSuccess: (r) => refresh(`Ahora: ${r.day.nowStep?.label ?? ""}`), onError }));
  const setCurrent = useMutation(
    trpc.visualDay.setCurrent.mutationOptions({
      onSuccess: (r) => refresh(r.day.follows === "clock" ? r.message : `Ahora: ${r.day.nowStep?.label ?? ""}`),
      onError,
    }),
  );
  const remove = useMutation(
    trpc.visualDay.removeStep.mutationOptions({
      onSuccess: async (r) => {
        toast.success(r.message);
        onRemoved();
        await refresh();
      },
      onError,
    }),
  );
  // Buttons stay enabled while a change is on its way (a disabled button drops the keyboard focus); clicks wait.
  const busy = move.isPending || advance.isPending || setCurrent.isPending;
  const ifIdle = (action: () => void) => () => (busy ? null : action());

  return {
    tribe,
    date: filters.date,
    choose: (change: VisualDaySearch) => navigate({ search: (current) => ({ ...current, ...change }), replace: true }),
    query,
    day: query.data,
    announcement,
    refresh,
    moveUp: (step: VisualStep) => ifIdle(() => move.mutate({ id: step.id, fields: { direction: "up" } })),
    moveDown: (step: VisualStep) => ifIdle(() => move.mutate({ id: step.id, fields: { direction: "down" } })),
    advance: (day: VisualDay) => ifIdle(() => (canMoveOn(day) ? advance.mutate({ tribe, date: day.date }) : toast.info(visualDayMessages.lastStep))),
    setCurrent: (day: VisualDay, stepId: number | null) => ifIdle(() => setCurrent.mutate({ tribe, date: day.date, stepId })),
    remove,
  };
}

/** Adds or changes a step through the upload endpoint (the picture travels with the fields). */
export async function saveStep(day: VisualDay, tribe: Tribe, step: VisualStep | null, fields: Record<string, string>, file: File | null, removePicture: boolean) {
  try {
    const result = step
      ? await postMultipart<{ message: string }>(`/api/visual-day/steps/${step.id}`, { ...fields, removePicture: removePicture ? "1" : "0" }, file, {
          method: "PUT",
          fileField: "picture",
        })
      : await postMultipart<{ message: string }>("/api/visual-day/steps", { ...fields, tribe, date: day.date }, file, { fileField: "picture" });
    return result.message;
  } catch (error) {
    throw new Error(error instanceof UploadError && error.message ? error.message : "No se pudo guardar el paso");
  }
}
