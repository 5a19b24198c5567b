import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { recordMessages } from "../../../common/student-records/record.schema";
import { fileMessages } from "../../../common/student-records/record-requests";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { bodyOf, draftOf, type RecordDraft } from "./record-draft";

export type Fields = Record<string, string>;

/** The admin's 'Ficha de matrícula' of one child: the stored file as a draft, saving it, and answering the family's requests. */
export function useRecordForm(studentId: number) {
  const queryClient = useQueryClient();
  const form = useQuery(trpc.studentRecords.form.queryOptions({ studentId }));
  const [draft, setDraft] = useState<RecordDraft | null>(null);
  const [fields, setFields] = useState<Fields>({});
  const [warnings, setWarnings] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const current = draft ?? (form.data ? draftOf(form.data.record, form.data.student) : null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.studentRecords.pathKey() });
  const save = useMutation(
    trpc.studentRecords.save.mutationOptions({
      onSuccess: async (answer) => {
        setFields({});
        setFormError(null);
        setWarnings(answer.warnings);
        toast.success(recordMessages.saved);
        setDraft(null);
        await refresh();
      },
      onError: (error) => {
        const info = apiErrorInfo(error);
        setFields(info.fields);
        setFormError(info.message);
        setFailures((n) => n + 1);
      },
    }),
  );
  const resolve = useMutation(
    trpc.studentRecords.resolveRequest.mutationOptions({
      onSuccess: async (request) => {
        toast.success(request.status === "accepted" ? fileMessages.accepted : fileMessages.rejected);
        await refresh();
      },
      onError: (error) => toast.error(apiErrorInfo(error).message),
    }),
  );
  return {
    form,
    draft: current,
    dirty: draft !== null,
    fields,
    warnings,
    formError,
    /** How many saves were refused: each refusal moves the focus to the first wrong field. */
    failures,
    saving: save.isPending,
    change: (patch: Partial<RecordDraft>) => current && setDraft({ ...current, ...patch }),
    discard: () => {
      setDraft(null);
      setFields({});
      setFormError(null);
    },
    submit: () => current && save.mutate({ studentId, record: bodyOf(current) }),
    resolving: resolve.isPending,
    resolve: (id: number, accept: boolean, resolution: string) => resolve.mutateAsync({ id, accept, resolution }),
  };
}
