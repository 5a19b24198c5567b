import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { calmBadge } from "../../../common/notifications/notifications.policy";
import type { Delivery, NotificationKind } from "../../../common/notifications/notifications.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";

/** A calm poll: new items show up within a minute, and nothing moves or sounds when they do. */
const pollMs = 60_000;

/**
 * The notification centre (issue 25): the caller's items with the unread count (polled every
 * minute), opening one (marked read), "Marcar todo como leído", and the preferences (per kind
 * app or digest, and the digest's hour).
 */
export function useNotifications({ page = 1, pageSize = 8, withPreferences = false }: { page?: number; pageSize?: number; withPreferences?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const list = useQuery({ ...trpc.notifications.list.queryOptions({ page, pageSize }), refetchInterval: pollMs, placeholderData: (previous) => previous });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() });
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSettled: refresh }));
  const markAllRead = useMutation(
    trpc.notifications.markAllRead.mutationOptions({
      onSuccess: (data) => toast.success(data.message),
      onError: (error) => toast.error(apiErrorInfo(error).message),
      onSettled: refresh,
    }),
  );

  const preferences = useQuery({ ...trpc.notifications.preferences.queryOptions(), enabled: withPreferences });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(
    trpc.notifications.savePreferences.mutationOptions({
      onSuccess: async (data) => {
        setErrors({});
        toast.success(data.message);
        await queryClient.invalidateQueries({ queryKey: trpc.notifications.preferences.pathKey() });
      },
      onError: (error) => {
        const info = apiErrorInfo(error);
        setErrors(Object.keys(info.fields).length > 0 ? info.fields : { digestHour: info.message });
      },
    }),
  );

  return {
    list,
    items: list.data?.notifications ?? [],
    unread: list.data?.unread ?? 0,
    total: list.data?.total ?? 0,
    calm: user ? calmBadge(user.role) : true,
    open: (id: number, readAt: string | null) => {
      if (readAt === null) markRead.mutate({ id });
    },
    markAllRead: () => markAllRead.mutate(),
    markingAll: markAllRead.isPending,
    preferences,
    savePreferences: (kinds: Partial<Record<NotificationKind, Delivery>>, digestHour: number) => save.mutate({ kinds, digestHour }),
    saving: save.isPending,
    errors,
  };
}
