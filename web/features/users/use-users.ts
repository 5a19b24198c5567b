import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import type { Role, Tribe } from "../../../common/school";
import { parseNumberField } from "../../../common/numbers";
import type { StudentSex } from "../../../common/users/student-sex";
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

/** One person's edits as typed in the 'Editar' dialog, kept until saved; hours are the typed text. */
export type PendingEdit = {
  role?: Role;
  status?: "active" | "pending" | "suspended";
  tribe?: Tribe | null;
  notes?: string;
  hours?: string;
  phone?: string;
  sex?: StudentSex | null;
};

const savedMessageMs = 7000;
const hoursRule = { min: 0, max: 100_000, decimals: 2, required: true } as const;

/** The typed hours as the server takes them, or the Spanish reason they cannot be saved. */
export function pendingHours(change: PendingEdit | undefined): { ok: true; value: number | undefined } | { ok: false; message: string } {
  if (change?.hours === undefined) return { ok: true, value: undefined };
  const parsed = parseNumberField(change.hours, hoursRule);
  return parsed.ok ? { ok: true, value: parsed.value ?? 0 } : parsed;
}

/**
 * The admin's edits of people: kept per user (the row says 'Sin guardar') until that person's
 * 'Guardar' in the dialog or 'Guardar cambios' for everyone; a changed role is saved first.
 */
export function useUserEdits() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Record<number, PendingEdit>>({});
  const [saving, setSaving] = useState(false);
  const saved = useNotice({ success: savedMessageMs });
  const reload = () => refreshAfter(queryClient, "users");
  const update = useMutation(trpc.users.update.mutationOptions());
  const changeRole = useMutation(trpc.users.changeRole.mutationOptions());
  const dirtyIds = Object.keys(pending).map(Number);

  async function saveOne(id: number, change: PendingEdit): Promise<void> {
    const hours = pendingHours(change);
    if (!hours.ok) throw new Error(hours.message);
    const { role, hours: _typed, ...fields } = change;
    if (role !== undefined) await changeRole.mutateAsync({ id, newRole: role });
    const patch = { ...fields, ...(hours.value !== undefined ? { hours: hours.value } : {}) };
    if (Object.keys(patch).length > 0) await update.mutateAsync({ id, ...patch });
  }

  /** Saves the given people's edits (everyone's when no ids); true when all were saved. */
  async function save(ids: number[] = dirtyIds): Promise<boolean> {
    setSaving(true);
    const failed: Record<number, PendingEdit> = {};
    let lastError = "";
    for (const id of ids) {
      try {
        await saveOne(id, pending[id] ?? {});
      } catch (error) {
        failed[id] = pending[id] as PendingEdit;
        lastError = apiErrorInfo(error).message;
      }
    }
    setSaving(false);
    setPending((all) => {
      const next = { ...all };
      for (const id of ids) delete next[id];
      return { ...next, ...failed };
    });
    await reload();
    if (Object.keys(failed).length > 0) {
      toast.error("Error al guardar cambios", lastError);
      return false;
    }
    saved.success(userMessages.changesSaved);
    return true;
  }

  return {
    pending,
    edit: (id: number, change: PendingEdit) =>
      setPending((all) => {
        const merged = Object.fromEntries(Object.entries({ ...all[id], ...change }).filter(([, value]) => value !== undefined)) as PendingEdit;
        const { [id]: _previous, ...others } = all;
        return Object.keys(merged).length > 0 ? { ...others, [id]: merged } : others;
      }),
    discard: (id: number) =>
      setPending((all) => {
        const { [id]: _dropped, ...rest } = all;
        return rest;
      }),
    dirtyIds,
    saving,
    save,
    saved: saved.notice,
  };
}
