import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PublicUser } from "../../../common/users/users.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import type { allTribes } from "./user-options";

type Tribe = (typeof allTribes)[number];

/** One person's assigned modules: the saved marks, the marks as changed in the dialog, and saving them. */
export function useAssignedModules(user: PublicUser | null, onClose: () => void) {
  const open = user !== null;
  const assigned = useQuery({ ...trpc.modules.assigned.queryOptions({ id: user?.id ?? 0 }), enabled: open });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const queryClient = useQueryClient();
  useEffect(() => {
    if (assigned.data) setSelected(new Set(assigned.data.moduleIds));
  }, [assigned.data]);
  const save = useMutation(
    trpc.modules.setAssigned.mutationOptions({
      onSuccess: async () => {
        toast.success("Módulos asignados correctamente");
        await queryClient.invalidateQueries({ queryKey: trpc.modules.pathKey() });
        onClose();
      },
      onError: (err) => toast.error(apiErrorInfo(err).message),
    }),
  );
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  return { assigned, selected, toggle, save };
}

/** Assigning one module to a whole tribe: the choices, the tribe's members, and the assignment. */
export function useTribeModuleAssignment(open: boolean, onOpenChange: (open: boolean) => void) {
  const [tribe, setTribe] = useState<string>("");
  const [moduleId, setModuleId] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const members = useQuery({
    ...trpc.users.tribeMembers.queryOptions({ tribe: (tribe || "Tribu 1") as Tribe }),
    enabled: open && tribe !== "",
  });
  const queryClient = useQueryClient();
  const assign = useMutation(
    trpc.users.assignModuleToTribe.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.modules.pathKey() });
        onOpenChange(false);
        setTribe("");
        setModuleId("");
      },
      onError: (err) => setError(apiErrorInfo(err).message),
    }),
  );
  const list = members.data?.users ?? [];
  const emptyTribe = tribe !== "" && members.data !== undefined && list.length === 0;
  function submit() {
    setError(null);
    if (!tribe || !moduleId) {
      setError("Selecciona una tribu y un módulo");
      return;
    }
    assign.mutate({ tribe: tribe as Tribe, moduleId: Number(moduleId) });
  }
  return { tribe, setTribe, moduleId, setModuleId, error, list, emptyTribe, assign, submit };
}
