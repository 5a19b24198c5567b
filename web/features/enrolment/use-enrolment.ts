import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { type EnrolmentListItem, statusChangeInput } from "../../../common/enrolment/enrolment.schema";
import type { EnrolmentStatus } from "../../../common/student-records/record-codes";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

export type Fields = Record<string, string>;
export type NovedadInput = { status: EnrolmentStatus | ""; date: string; reason: string; destinationSchool: string };

/** Lower case without accents, for the search box. */
const plain = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** 'Matrícula' (issue 36): every file, searched and filtered, and the 'Registrar novedad' dialog of one. */
export function useEnrolment() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.enrolment.list.queryOptions());
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<EnrolmentStatus | "">("");
  const [open, setOpen] = useState<EnrolmentListItem | null>(null);
  const [fields, setFields] = useState<Fields>({});
  const history = useQuery({ ...trpc.enrolment.history.queryOptions({ studentId: open?.studentId ?? 0 }), enabled: open?.studentId != null });
  const change = useMutation(
    trpc.enrolment.changeStatus.mutationOptions({
      onSuccess: async () => {
        toast.success("Novedad registrada");
        await queryClient.invalidateQueries({ queryKey: trpc.enrolment.pathKey() });
        setOpen(null);
      },
      onError: (error) => {
        const info = apiErrorInfo(error);
        setFields({ ...info.fields, _: info.message });
      },
    }),
  );
  const shown = useMemo(() => {
    const words = plain(search.trim());
    return (list.data ?? []).filter((r) => {
      if (status && r.status !== status) return false;
      if (!words) return true;
      return plain(`${r.firstNames ?? ""} ${r.lastNames ?? ""} ${r.documentNumber ?? ""} ${r.tribe ?? ""}`).includes(words);
    });
  }, [list.data, search, status]);
  return {
    list,
    shown,
    search,
    setSearch,
    status,
    setStatus,
    open,
    history,
    fields,
    saving: change.isPending,
    start: (row: EnrolmentListItem) => {
      setFields({});
      setOpen(row);
    },
    close: () => setOpen(null),
    submit: (input: NovedadInput) => {
      if (!open?.studentId) return;
      const parsed = statusChangeInput.safeParse({ ...input, studentId: open.studentId });
      if (!parsed.success) {
        const found: Fields = {};
        for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "_")] ??= issue.message;
        return setFields(found);
      }
      setFields({});
      change.mutate(parsed.data);
    },
  };
}
export type Enrolment = ReturnType<typeof useEnrolment>;
