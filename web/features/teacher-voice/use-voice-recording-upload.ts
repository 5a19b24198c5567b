import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type VoiceSubject, teacherVoiceMessages } from "../../../common/teacher-voices/teacher-voices.schema";
import { authHeader, postMultipart, UploadError } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";

type Answer = { message: string; voice: { id: number; url: string } };

/** The subject's recording as the teacher manages it: what there is, saving a new one, deleting it. */
export function useTeacherVoice(subject: VoiceSubject) {
  const queryClient = useQueryClient();
  const options = trpc.teacherVoices.find.queryOptions(subject);
  const found = useQuery(options);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    setProblem(null);
    setSaved(null);
    try {
      setSaved(await work());
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    } catch (error) {
      setProblem(error instanceof UploadError && error.message ? error.message : "No se pudo guardar la grabación. Inténtalo otra vez.");
    } finally {
      setBusy(false);
    }
  }

  return {
    voice: found.data ?? null,
    busy,
    problem,
    saved,
    save: (file: File, durationSeconds: number) =>
      run(async () => {
        const fields = { subjectType: subject.subjectType, subjectId: String(subject.subjectId), durationSeconds: String(Math.round(durationSeconds)) };
        return (await postMultipart<Answer>("/api/teacher-voices", fields, file)).message;
      }),
    remove: (id: number) =>
      run(async () => {
        const response = await fetch(`/api/teacher-voices/${id}`, { method: "DELETE", headers: authHeader() });
        const data = (await response.json().catch(() => ({}))) as { message?: string };
        if (!response.ok) throw new UploadError(response.status, data.message ?? "");
        return data.message ?? teacherVoiceMessages.deleted;
      }),
  };
}
