import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { numberFieldText, parseNumberField } from "../../../common/numbers";

const rule = { min: 1, max: 100, decimals: 0 } as const;

/** The archive's keeping period (years from the erasure, empty for none) and the purge of what is past it. */
export function useArchiveKeeping(saved: number | null | undefined) {
  const queryClient = useQueryClient();
  const [text, setTyped] = useState("");
  const [edited, setEdited] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The saved period fills the field once it has loaded, unless the admin already typed: what she typed stays.
  useEffect(() => {
    if (saved !== undefined && !edited) setTyped(saved === null ? "" : numberFieldText(saved, 0));
  }, [saved, edited]);
  const setText = (value: string) => {
    setEdited(true);
    setTyped(value);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.privacy.archive.queryKey() });
  const onError = (error: unknown) => toast.error("No se pudo guardar", apiErrorInfo(error).message);
  const save = useMutation(
    trpc.privacy.saveArchiveSettings.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.message);
        await refresh();
      },
      onError,
    }),
  );
  const purge = useMutation(
    trpc.privacy.purgeArchive.mutationOptions({
      onSuccess: async (result) => {
        setConfirming(false);
        toast.success(result.message);
        await refresh();
      },
      onError,
    }),
  );
  const parsed = parseNumberField(text, rule);
  function submit() {
    if (parsed.ok) save.mutate({ keepYears: parsed.value });
  }
  return { text, setText, rule, error: parsed.ok ? undefined : parsed.message, submit, save, purge, confirming, setConfirming };
}
