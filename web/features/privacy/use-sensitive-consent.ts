import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

/** The family's sensitive-data consent for one child: its state, and giving or withdrawing it. */
export function useSensitiveConsent(childId: number) {
  const queryClient = useQueryClient();
  const consents = useQuery(trpc.privacy.myChildren.queryOptions());
  const [dialog, setDialog] = useState<"give" | "revoke" | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.privacy.myChildren.queryKey() });
    // The PIAR on 'Mis Hijos' loses its health and diagnosis text on withdrawal.
    await queryClient.invalidateQueries({ queryKey: trpc.piar.find.queryKey() });
  };
  const options = {
    onSuccess: async (result: { message: string }) => {
      setDialog(null);
      toast.success(result.message);
      await refresh();
    },
    onError: (error: unknown) => toast.error("No se pudo guardar", apiErrorInfo(error).message),
  };
  const give = useMutation(trpc.privacy.giveSensitiveConsent.mutationOptions(options));
  const revoke = useMutation(trpc.privacy.revokeSensitiveConsent.mutationOptions(options));
  const consent = consents.data?.find((c) => c.studentId === childId)?.sensitiveConsent ?? null;
  return { consent, pending: consents.isPending, dialog, setDialog, give, revoke };
}
