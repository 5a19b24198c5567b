import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { canManageMaterias } from "../../../common/materias/materias.policy";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { AddMateriaDialog } from "./add-materia-dialog";
import "./learning.css";

/** /dashboard/tribu-N: the tribe's subjects, kept only on the server. */
export function TribeLanding({ tribeSlug, tribeName }: { tribeSlug: string; tribeName: string }) {
  const { user } = useAuth();
  const isAdmin = canManageMaterias(user);
  const queryClient = useQueryClient();
  const subjects = useQuery(trpc.materias.ofTribe.queryOptions({ tribeName }));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.materias.pathKey() });
  const remove = useMutation(
    trpc.materias.removeFromTribe.mutationOptions({
      onSuccess: async () => {
        toast.success("Materia quitada de la tribu");
        setRemoving(null);
        await refresh();
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudieron cargar las materias"),
    }),
  );

  const list = subjects.data?.materias ?? [];
  return (
    <section className="section-page" aria-labelledby="page-title">
      <div className="page-header">
        <div>
          <p className="eyebrow">Tribu</p>
          <h1 id="page-title">{tribeName}</h1>
          <p className="lead">Elige una materia para ver sus módulos.</p>
        </div>
        {isAdmin ? (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Agregar Materia
          </button>
        ) : null}
      </div>
      {subjects.isError ? (
        <div role="alert" className="alert alert-error">
          No se pudieron cargar las materias
        </div>
      ) : null}
      {subjects.isPending ? <p className="muted">Cargando materias...</p> : null}
      {subjects.isSuccess && list.length === 0 ? (
        <div className="card empty-state">
          <p>No hay materias</p>
        </div>
      ) : null}
      <ul className="subject-grid" aria-label={`Materias de ${tribeName}`}>
        {list.map((materia) => (
          <li key={materia.id} className="card subject-card">
            <Link to="/dashboard/$tribeSlug/$materiaName" params={{ tribeSlug, materiaName: materia.name }} className="subject-link">
              <span className="subject-initial" aria-hidden="true">
                {materia.name.charAt(0).toUpperCase()}
              </span>
              <span>
                <span className="subject-name">{materia.name}</span>
                {materia.description ? <span className="subject-description">{materia.description}</span> : null}
              </span>
            </Link>
            {isAdmin ? (
              <button type="button" className="icon-button" onClick={() => setRemoving(materia.name)} aria-label={`Quitar ${materia.name} de ${tribeName}`}>
                <Trash2 aria-hidden="true" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {isAdmin ? (
        <AddMateriaDialog
          open={adding}
          onOpenChange={setAdding}
          tribeName={tribeName}
          present={list.map((m) => m.name)}
          onDone={refresh}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Quitar materia"
        message={`¿Estás seguro de que quieres quitar la materia "${removing ?? ""}" de ${tribeName}?`}
        confirmLabel="Quitar materia"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ tribeName, materiaName: removing })}
      />
    </section>
  );
}
