import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AnnouncementList, AnnouncementScope } from "../../../common/announcements/announcements.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

export type NewAnnouncement = {
  title: string;
  text: string;
  scope: AnnouncementScope;
  tribes: string[];
  classIds: number[];
  forFamilies: boolean;
  forStudents: boolean;
  requiresConfirmation: boolean;
  file: File | null;
};

/** The server's refusal of a form: its message and the fields it names. */
export class PublishError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * Announcements (issue 25) for every screen that shows them: the caller's list, newest first
 * (`pageSize` of them); for a writer, the classes to address; publishing (multipart, so an attachment travels with the fields); marking
 * one read or confirming «Leído»; and, for the one whose readers are open, its readers and the reminder.
 */
export function useAnnouncements({
  pageSize = 25,
  enabled = true,
  writer = false,
  readersOf: openedReaders = null,
}: { pageSize?: number; enabled?: boolean; writer?: boolean; readersOf?: number | null } = {}) {
  const queryClient = useQueryClient();
  const refresh = () => refreshAfter(queryClient, "announcements");
  const [page, setPage] = useState(1);
  const list = useQuery({ ...trpc.announcements.list.queryOptions({ page, pageSize }), enabled, placeholderData: (previous) => previous });
  // The classes a writer may address (a teacher's own are picked out by the dialog).
  const classes = useQuery({ ...trpc.classes.list.queryOptions(), enabled: enabled && writer });

  async function publish(values: NewAnnouncement): Promise<void> {
    const { file, tribes, classIds, forFamilies, forStudents, requiresConfirmation, ...rest } = values;
    const fields = {
      ...rest,
      tribes: tribes.join(","),
      classIds: classIds.join(","),
      forFamilies: String(forFamilies),
      forStudents: String(forStudents),
      requiresConfirmation: String(requiresConfirmation),
    };
    try {
      const result = await postMultipart<{ message: string }>("/api/announcements", fields, file);
      toast.success(result.message);
      await refresh();
    } catch (error) {
      const status = error instanceof UploadError ? error.status : 0;
      if (status === 413) throw new PublishError("El adjunto es demasiado grande. Máximo permitido: 10MB", { file: "El adjunto es demasiado grande." });
      throw new PublishError(error instanceof Error && error.message ? error.message : "No se pudo publicar el comunicado", {});
    }
  }

  const markRead = useMutation(
    trpc.announcements.markRead.mutationOptions({
      // Only the caller's own reading changed: it is put in the lists in place, not asked for again
      // (a child's home marks each notice it shows; refetching after each would be one call per notice).
      onSuccess: (data, input) => {
        if (input.confirm) toast.success(data.message);
        queryClient.setQueriesData<AnnouncementList>({ queryKey: trpc.announcements.list.pathKey() }, (list) =>
          list ? { ...list, announcements: list.announcements.map((item) => (item.id === data.announcement.id ? data.announcement : item)) } : list,
        );
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo marcar el comunicado"),
    }),
  );

  const [readersOf, setReadersOf] = useState<number | null>(openedReaders);
  const [remindProblem, setRemindProblem] = useState<string | null>(null);
  const readers = useQuery({ ...trpc.announcements.readers.queryOptions({ id: readersOf ?? 0 }), enabled: readersOf !== null });
  const remind = useMutation(
    trpc.announcements.remind.mutationOptions({
      onMutate: () => setRemindProblem(null),
      onSuccess: async (data) => {
        queryClient.setQueryData(trpc.announcements.readers.queryKey({ id: data.readers.announcementId }), data.readers);
        await refresh();
      },
      onError: (error) => setRemindProblem(apiErrorInfo(error).message || "No se pudo enviar el recordatorio"),
    }),
  );
  const openReaders = (id: number | null) => {
    setReadersOf(id);
    setRemindProblem(null);
    remind.reset();
  };

  return { list, page, setPage, classes, publish, markRead, readersOf, openReaders, readers, remind, remindProblem };
}
