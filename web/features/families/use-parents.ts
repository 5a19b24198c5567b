import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { ParentWithChildren, PublicUser } from "../../../common/users/users.schema";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { useDebounced } from "../../lib/use-debounced";

const relationMessageMs = 3000;

type Flash = (kind: "success" | "error", text: string) => void;

/** A message that clears itself after 3 s, as the spec's parent relation messages do. */
function useFlash() {
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const flash: Flash = (kind, text) => {
    setMessage({ kind, text });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), relationMessageMs);
  };
  return { message, flash };
}

/**
 * 'Gestión de Padres': the parents matching the search box (asked 300 ms after typing stops), the
 * flash message, and unlinking, which asks first (`unlinking` is the link the question is about).
 */
export function useParents() {
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), 300);
  const parents = useQuery(trpc.users.parents.queryOptions({ search: debounced || undefined }));
  const { message, flash } = useFlash();
  const queryClient = useQueryClient();
  const [unlinking, setUnlinking] = useState<{ parent: ParentWithChildren; child: PublicUser } | null>(null);
  const remove = useMutation(
    trpc.users.removeChild.mutationOptions({
      onSuccess: async (result) => {
        setUnlinking(null);
        await refreshAfter(queryClient, "families");
        flash("success", result.message);
      },
      onError: (err) => {
        setUnlinking(null);
        flash("error", `Error eliminando relación: ${apiErrorInfo(err).message}`);
      },
    }),
  );
  return { search, setSearch, parents, list: parents.data ?? [], message, flash, remove, unlinking, setUnlinking };
}

/** The 'Crear Relación' dialog's choices, the students still without a parent, and saving the link. */
export function useRelationForm({
  open,
  onOpenChange,
  fixedParent,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fixedParent: ParentWithChildren | null;
  onDone: Flash;
}) {
  const [parentId, setParentId] = useState("");
  const [studentId, setStudentId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const students = useQuery({ ...trpc.users.unlinkedStudents.queryOptions(), enabled: open });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (open) {
      setParentId(fixedParent ? String(fixedParent.id) : "");
      setStudentId("");
      setError(null);
    }
  }, [open, fixedParent]);
  const add = useMutation(
    trpc.users.addChild.mutationOptions({
      onSuccess: async (result) => {
        await refreshAfter(queryClient, "families");
        onDone("success", result.message);
        onOpenChange(false);
      },
      onError: (err) => setError(`Error creando relación: ${apiErrorInfo(err).message}`),
    }),
  );
  function submit() {
    if (!parentId || !studentId) {
      setError("Selecciona un padre y un estudiante");
      return;
    }
    add.mutate({ parentId: Number(parentId), studentId: Number(studentId) });
  }
  return { parentId, setParentId, studentId, setStudentId, error, students, available: students.data ?? [], add, submit };
}
