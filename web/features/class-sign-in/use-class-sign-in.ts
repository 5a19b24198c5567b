import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import type { ClassSettings, ClassStudent } from "../../../common/class-sign-in/class-sign-in.schema";
import type { Tribe } from "../../../common/school";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { chosenTribe, type SettingsAnswer, settingsKey, settingsQuery } from "./class-sign-in-queries";

const route = getRouteApi("/dashboard/ingreso-con-codigo");

const onError = (error: unknown) => toast.error(apiErrorInfo(error).message || "No se pudo guardar el cambio");

/**
 * The chosen tribe's class sign-in (fetched with the route) and its changes: on/off, a new code, a
 * child's pictures, unlocking a card. Every change answers with the new state, which replaces the
 * cached one, so the page shows what the server saved.
 */
export function useClassSignIn() {
  const queryClient = useQueryClient();
  const navigate = route.useNavigate();
  const tribe = chosenTribe(route.useSearch());
  const query = useQuery(settingsQuery(tribe));
  const [asked, setAsked] = useState<boolean | null>(null);

  const keep = (settings: ClassSettings) => queryClient.setQueryData<SettingsAnswer>(settingsKey(tribe), { settings });
  const keepStudent = (student: ClassStudent) =>
    queryClient.setQueryData<SettingsAnswer>(settingsKey(tribe), (current) =>
      current?.settings ? { settings: { ...current.settings, students: current.settings.students.map((s) => (s.id === student.id ? student : s)) } } : current,
    );
  const settingsChanged = {
    onSuccess: (r: { message: string; settings: ClassSettings }) => {
      keep(r.settings);
      toast.success(r.message);
    },
    onError,
  };
  const studentChanged = {
    onSuccess: (r: { message: string; student: ClassStudent }) => {
      keepStudent(r.student);
      toast.success(r.message);
    },
    onError,
  };

  const setEnabled = useMutation(trpc.classSignIn.setEnabled.mutationOptions(settingsChanged));
  const rotate = useMutation(trpc.classSignIn.rotate.mutationOptions(settingsChanged));
  const setPictures = useMutation(trpc.classSignIn.setPictures.mutationOptions(studentChanged));
  const unlock = useMutation(trpc.classSignIn.unlock.mutationOptions(studentChanged));

  return {
    tribe,
    choose: (next: Tribe) => navigate({ search: { tribe: next }, replace: true }),
    query,
    settings: query.data?.settings,
    refused: query.data?.refused,
    /** On or off as asked while the change is on its way, so the switch moves with the tap. */
    enabled: asked ?? query.data?.settings?.enabled,
    setEnabled: (enabled: boolean) => {
      setAsked(enabled);
      setEnabled.mutate({ tribe, enabled }, { onSettled: () => setAsked(null) });
    },
    switching: setEnabled.isPending,
    rotate: () => rotate.mutate({ tribe }),
    rotating: rotate.isPending,
    setPictures,
    unlock,
  };
}
