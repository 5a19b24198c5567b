import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { type Draft, messages } from "./quotation-types";
import { newSaveKey } from "./save-key";

/** The saved quotation being edited: saving makes its next version (issue 22). */
export type Editing = { id: number; version: number };

/**
 * 'Guardar': a new quotation (with one key per save, so a second click or a retry answers with the
 * same quotation) or, while editing a pending one, its next version. A 409 (the catalogue changed)
 * hands the changed lines to `onConflict`.
 */
export function useQuotationSave(onConflict: (fields: Record<string, string>) => Promise<void>) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const saveKey = useRef(newSaveKey());
  const sending = useRef(false);

  const options = {
    onSuccess: async (data: { message: string }) => {
      saveKey.current = newSaveKey();
      setEditing(null);
      toast.success(data.message);
      await queryClient.invalidateQueries({ queryKey: trpc.quotations.list.queryKey() });
    },
    onSettled: () => {
      sending.current = false;
    },
    onError: async (error: unknown) => {
      const info = apiErrorInfo(error);
      toast.error(info.message || messages.saveFailed);
      if (info.status === 409) await onConflict(info.fields);
    },
  };
  const create = useMutation(trpc.quotations.save.mutationOptions(options));
  const update = useMutation(trpc.quotations.update.mutationOptions(options));

  return {
    editing,
    startEditing: (target: Editing) => setEditing(target),
    stopEditing: () => setEditing(null),
    saving: create.isPending || update.isPending,
    submit(draft: Draft) {
      if (sending.current) return;
      sending.current = true;
      if (editing) update.mutate({ id: editing.id, fields: draft });
      else create.mutate({ ...draft, idempotencyKey: saveKey.current });
    },
  };
}
