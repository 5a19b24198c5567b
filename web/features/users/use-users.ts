import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import type { Role, Tribe } from "../../../common/school";
import { userMessages } from "../../../common/users/users.schema";
import { useNotice } from "../../components/ui/notice";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { usePagedList } from "../../lib/use-paged-list";
import { userListQuery, type UsersSearch, usersPageSize } from "./users-queries";

export type PeopleRoute = "/dashboard/users" | "/dashboard/students";

/** Search, filters and order from the URL, one page at a time, all answered by the server (users.list). */
export function useUserList(from: PeopleRoute, fixedRole?: Role) {
  const filters: UsersSearch = useSearch({ from });
  const navigate = useNavigate({ from });
  const paged = usePagedList({
    pageSize: usersPageSize,
    filters,
    query: ({ page }) => userListQuery(filters, page, fixedRole),
    total: (data) => data.total,
  });
  return {
    filters,
    filterBy: (change: UsersSearch) => navigate({ search: (current: UsersSearch) => ({ ...current, ...change }), replace: true }),
    clear: () => navigate({ search: {}, replace: true }),
    ...paged,
  };
}

export type UserList = ReturnType<typeof useUserList>;

export type PendingEdit = { status?: "active" | "pending" | "suspended"; tribe?: Tribe | null; notes?: string; hours?: number; phone?: string };

const savedMessageMs = 7000;

/** The admin table's edits: kept per user until 'Guardar cambios'; the role changes at once. */
export function useUserEdits() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Record<number, PendingEdit>>({});
  const [saving, setSaving] = useState(false);
  const saved = useNotice({ success: savedMessageMs });
  const reload = () => refreshAfter(queryClient, "users");
  const update = useMutation(trpc.users.update.mutationOptions());
  const changeRole = useMutation(
    trpc.users.changeRole.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.message);
        await reload();
      },
      onError: (err) => {
        const info = apiErrorInfo(err);
        toast.error(info.status === 403 ? info.message : "Error al cambiar rol del usuario", info.status === 403 ? undefined : info.message);
      },
    }),
  );
  const dirtyIds = Object.keys(pending).map(Number);

  async function saveAll() {
    setSaving(true);
    const failed: Record<number, PendingEdit> = {};
    let lastError = "";
    for (const id of dirtyIds) {
      try {
        await update.mutateAsync({ id, ...pending[id] });
      } catch (error) {
        failed[id] = pending[id] as PendingEdit;
        lastError = apiErrorInfo(error).message;
      }
    }
    setSaving(false);
    setPending(failed);
    await reload();
    if (Object.keys(failed).length > 0) {
      toast.error("Error al guardar cambios", lastError);
      return;
    }
    saved.success(userMessages.changesSaved);
  }

  return {
    pending,
    edit: (id: number, change: PendingEdit) => setPending((all) => ({ ...all, [id]: { ...all[id], ...change } })),
    dirtyIds,
    saving,
    saveAll,
    saved: saved.notice,
    changeRole,
  };
}
