import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { PublicationPreview, TribePeriodInput } from "../../../common/report-cards/report-card.schema";
import { trpc } from "../../lib/trpc";

type PreviewStudent = PublicationPreview["students"][number];

/**
 * The admin's confirmation before publishing (issue 35): the server's preview of the tribe's cards,
 * split into those ready (complete, new or changed: chosen by default), the incomplete ones (named
 * with what each subject lacks; the server refuses them) and the unchanged ones; before the
 * period's last day, the explicit "publicar antes de que termine" the server asks for too.
 */
export function usePublication(tribe: TribePeriodInput["tribe"], period: string) {
  const preview = useQuery({ ...trpc.reportCards.publicationPreview.queryOptions({ tribe, period }), staleTime: 0, gcTime: 0, retry: false });
  const students = preview.data?.students ?? [];
  const due = (s: PreviewStudent) => s.state !== "unchanged";
  const ready = students.filter((s) => due(s) && s.complete);
  const incomplete = students.filter((s) => due(s) && !s.complete);
  const unchanged = students.filter((s) => !due(s));
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [early, setEarly] = useState(false);
  const chosen = ready.filter((s) => !left.has(s.id)).map((s) => s.id);
  const periodEnded = preview.data?.periodEnded ?? true;
  return {
    preview,
    ready,
    incomplete,
    unchanged,
    isChosen: (id: number) => !left.has(id),
    toggle: (id: number, on: boolean) =>
      setLeft((current) => {
        const next = new Set(current);
        if (on) next.delete(id);
        else next.add(id);
        return next;
      }),
    periodEnded,
    early,
    setEarly,
    chosen,
    /** What "Publicar" sends; null while it may not be sent (nothing chosen, or mid-period unconfirmed). */
    input: chosen.length > 0 && (periodEnded || early) ? { studentIds: chosen, beforePeriodEnd: !periodEnded } : null,
  };
}
