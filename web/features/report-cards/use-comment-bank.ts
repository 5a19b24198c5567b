import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CommentKind } from "../../../common/report-cards/comment-bank.schema";
import { commentBankMessages } from "../../../common/report-cards/comment-bank.schema";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/** The teacher's "banco de observaciones" of one kind, searched as they type, and "Guardar en el banco". */
export function useCommentBank(kind: CommentKind) {
  const queryClient = useQueryClient();
  const [q, setQ] = useState("");
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const comments = useQuery({ ...trpc.reportCards.comments.queryOptions({ kind, q: q.trim() || undefined }), placeholderData: keepPreviousData });
  const add = useMutation(
    trpc.reportCards.addComment.mutationOptions({
      onSuccess: async () => {
        setNotice({ ok: true, text: commentBankMessages.saved });
        await refreshAfter(queryClient, "reportCards");
      },
      onError: (error) => setNotice({ ok: false, text: apiErrorInfo(error).message || "No se pudo guardar la observación" }),
    }),
  );
  return { q, setQ, comments, notice, add: (text: string) => add.mutate({ kind, text }), adding: add.isPending };
}
