import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { listModulesInput } from "../../../common/modules/modules.schema";
import { toast } from "../../components/ui/toast";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";

/** The module a detail address names, and deleting it (back to the subject's list afterwards). */
export function useModuleDetail({
  tribeSlug,
  tribeName,
  materiaName,
  moduleTitle,
}: {
  tribeSlug: string;
  tribeName: string;
  materiaName: string;
  moduleTitle: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The server finds it: this tribe, this subject, this exact title (the newest if two share it).
  // An address no module can have (unknown tribe, over-long name) is 'not found' without asking.
  const findable = listModulesInput.safeParse({ tribe: tribeName, materia: materiaName, title: moduleTitle }).success;
  const modules = useQuery({
    ...trpc.modules.list.queryOptions({ tribe: tribeName, materia: materiaName, title: moduleTitle, pageSize: 1 }),
    enabled: findable,
  });
  const [deleting, setDeleting] = useState(false);
  const module = findable ? modules.data?.modules[0] : undefined;
  const remove = useMutation(
    trpc.modules.remove.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        setDeleting(false);
        await refreshAfter(queryClient, "modules");
        navigate({ to: "/dashboard/$tribeSlug/$materiaName", params: { tribeSlug, materiaName } });
      },
      onError: () => toast.error("Error al eliminar el módulo"),
    }),
  );
  return { findable, modules, module, deleting, setDeleting, remove };
}
