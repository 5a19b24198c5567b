import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type Certificate, issueCertificateInput, revokeCertificateInput } from "../../../common/certificates/certificates";
import type { CertificateKind } from "../../../common/student-records/record-codes";
import { schoolToday } from "../../../common/format";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

export type IssueForm = { studentId: string; kind: CertificateKind; year: string };
type Fields = Record<string, string>;

function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Fields {
  const found: Fields = {};
  for (const issue of issues) found[String(issue.path[0] ?? "_")] ??= issue.message;
  return found;
}

/** Without PUBLIC_URL the server gives the page's path: this screen's own address goes in front. */
export const fullVerifyUrl = (certificate: Pick<Certificate, "verifyUrl">) =>
  certificate.verifyUrl.startsWith("/") ? `${window.location.origin}${certificate.verifyUrl}` : certificate.verifyUrl;

/** 'Certificados' (issue 36): the list, the 'Expedir certificado' dialog and the 'Revocar' dialog. */
export function useCertificates() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.certificates.list.queryOptions());
  const [issueForm, setIssueForm] = useState<IssueForm | null>(null);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [reason, setReason] = useState("");
  const [fields, setFields] = useState<Fields>({});
  const students = useQuery({ ...trpc.certificates.students.queryOptions(), enabled: issueForm !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.certificates.pathKey() });
  const failed = (error: unknown) => {
    const info = apiErrorInfo(error);
    setFields({ ...info.fields, _: Object.keys(info.fields).length > 0 ? "" : info.message });
  };

  const issue = useMutation(
    trpc.certificates.issue.mutationOptions({
      onSuccess: async (certificate) => {
        toast.success(`${certificate.kind === "constancia" ? "Constancia expedida" : "Certificado expedido"}: ${certificate.code}`);
        setIssueForm(null);
        await refresh();
      },
      onError: failed,
    }),
  );
  const revoke = useMutation(
    trpc.certificates.revoke.mutationOptions({
      onSuccess: async (certificate) => {
        toast.success(`Certificado ${certificate.code} revocado`);
        setRevoking(null);
        await refresh();
      },
      onError: failed,
    }),
  );

  return {
    list,
    students,
    fields,
    issueForm,
    openIssue: () => {
      setFields({});
      setIssueForm({ studentId: "", kind: "constancia", year: schoolToday().slice(0, 4) });
    },
    closeIssue: () => setIssueForm(null),
    changeIssue: (patch: Partial<IssueForm>) => issueForm && setIssueForm({ ...issueForm, ...patch }),
    issuing: issue.isPending,
    submitIssue: () => {
      if (!issueForm) return;
      const parsed = issueCertificateInput.safeParse({ ...issueForm, studentId: issueForm.studentId || undefined });
      if (!parsed.success) return setFields(fieldsOf(parsed.error.issues));
      setFields({});
      issue.mutate(parsed.data);
    },
    revoking,
    reason,
    setReason,
    openRevoke: (certificate: Certificate) => {
      setFields({});
      setReason("");
      setRevoking(certificate);
    },
    closeRevoke: () => setRevoking(null),
    revokingBusy: revoke.isPending,
    submitRevoke: () => {
      if (!revoking) return;
      const parsed = revokeCertificateInput.safeParse({ code: revoking.code, reason });
      if (!parsed.success) return setFields(fieldsOf(parsed.error.issues));
      setFields({});
      revoke.mutate(parsed.data);
    },
  };
}
