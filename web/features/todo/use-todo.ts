import { keepPreviousData, useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { TodoItem } from "../../../common/todo/todo.schema";
import type { TodoPriority, TodoStatus } from "../../../common/todo/todo.vocabulary";
import { useNotice } from "../../components/ui/notice";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { todoQueries } from "./todo-queries";

/** Spec, section 9: to-do notices clear after 5 s (success) and 8 s (error). */
const noticeTimes = { success: 5000, error: 8000 };

const route = getRouteApi("/dashboard/todo");

/**
 * The to-do page's data: where the list lives (loaded with the route), the list for the URL's
 * filters, the spec's notices and the changes made from the list.
 */
export function useTodo({ onRemoved }: { onRemoved: () => void }) {
  const queryClient = useQueryClient();
  const notices = useNotice(noticeTimes);
  const filters = route.useSearch();
  const info = useSuspenseQuery(todoQueries.info()).data;
  // A spreadsheet out of reach is an expected answer here: the list stays a plain query and the page says so in place.
  const query = useQuery({ ...todoQueries.list(filters), placeholderData: keepPreviousData });
  const data = query.data;

  // The spec's load notices: the count after a load from the spreadsheet (first load and 'Actualizar'), the error otherwise.
  const announceLoad = useRef(true);
  const { success: noticeSuccess, error: noticeError } = notices;
  useEffect(() => {
    if (!query.dataUpdatedAt || !data || !announceLoad.current) return;
    announceLoad.current = false;
    if (data.loadedMessage) noticeSuccess(data.loadedMessage);
  }, [query.dataUpdatedAt, data, noticeSuccess]);
  useEffect(() => {
    if (query.errorUpdatedAt && query.error) noticeError(`Error cargando datos: ${apiErrorInfo(query.error).message}`);
  }, [query.errorUpdatedAt, query.error, noticeError]);

  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.todo.pathKey() });
  const refresh = async () => {
    announceLoad.current = true;
    await reload();
  };
  const changed = async (message: string) => {
    notices.success(message);
    await reload();
  };
  const failed = (fallback: string) => (error: unknown) => notices.error(apiErrorInfo(error).message || fallback);

  const complete = useMutation(trpc.todo.setCompleted.mutationOptions({ onSuccess: (d) => changed(d.message), onError: failed("Error al actualizar la tarea") }));
  const remove = useMutation(
    trpc.todo.remove.mutationOptions({
      onSuccess: async (d) => {
        onRemoved();
        await changed(d.message);
      },
      onError: failed("Error al eliminar la tarea"),
    }),
  );

  const items = data?.items ?? [];
  return {
    notices,
    info,
    query,
    items,
    total: data?.total ?? items.length,
    filtering: Boolean(filters.status || filters.priority || filters.search),
    refresh,
    changed,
    complete,
    remove,
  };
}

type SaveFields = { title: string; description: string; priority: TodoPriority; status: TodoStatus; dueDate: string | null; assignedTo: string; tags: string; notes: string };

/** Creates a task or saves an edited one; the server's messages per field come back in `errors`. */
export function useSaveTodo(item: TodoItem | null, { onSaved, onError }: { onSaved: (message: string) => void; onError: (message: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = {
    onSuccess: (d: { message: string }) => onSaved(d.message),
    onError: (error: unknown) => {
      const info = apiErrorInfo(error);
      setErrors(info.fields);
      onError(info.message || "Error al guardar la tarea");
    },
  };
  const create = useMutation(trpc.todo.create.mutationOptions(options));
  const update = useMutation(trpc.todo.update.mutationOptions(options));
  const save = (fields: SaveFields) => (item ? update.mutate({ id: item.id, fields }) : create.mutate(fields));
  return { save, busy: create.isPending || update.isPending, errors, setErrors };
}
