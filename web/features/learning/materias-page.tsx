import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus, Search, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { createMateriaInput } from "../../../common/materias/materias.schema";
import { matchesSearch } from "../../../common/search";
import { apiErrorInfo } from "../../lib/api-errors";
import { inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { TextAreaField } from "../../components/ui/textarea-field";
import "./learning.css";

/** /dashboard/materias (admin): every subject, search, create and delete. */
export function MateriasPage() {
  const queryClient = useQueryClient();
  const materias = useQuery(trpc.materias.list.queryOptions());
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.materias.pathKey() });
  const remove = useMutation(
    trpc.materias.remove.mutationOptions({
      onSuccess: async () => {
        toast.success("Materia eliminada");
        setDeleting(null);
        await refresh();
      },
      onError: (error) => toast.error(`Error al eliminar la materia: ${apiErrorInfo(error).message}`),
    }),
  );

  const all = materias.data ?? [];
  const shown = all.filter((m) => matchesSearch(search, m.name, m.description));

  return (
    <section className="section-page" aria-labelledby="page-title">
      <div className="page-header">
        <div>
          <h1 id="page-title">Materias</h1>
          <p className="lead">Las materias que se enseñan en la escuela.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Nueva Materia
        </button>
      </div>
      <div className="field search-field">
        <label htmlFor="materia-search" className="field-label">
          Buscar materias
        </label>
        <div className="field-control with-icon">
          <Search aria-hidden="true" />
          <input id="materia-search" type="search" placeholder="Buscar materias..." value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      <dl className="stat-row">
        <div className="card stat">
          <dt>Total de materias</dt>
          <dd>{all.length}</dd>
        </div>
        <div className="card stat">
          <dt>Mostrando</dt>
          <dd>{shown.length}</dd>
        </div>
      </dl>
      {materias.isError ? (
        <div role="alert" className="alert alert-error">
          <p>Error al cargar las materias</p>
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            Reintentar
          </button>
        </div>
      ) : null}
      {materias.isPending ? <p className="muted">Cargando materias...</p> : null}
      {materias.isSuccess && shown.length === 0 ? (
        <div className="card empty-state">
          <p>No hay materias</p>
        </div>
      ) : null}
      <ul className="subject-grid" aria-label="Materias">
        {shown.map((materia) => (
          <li key={materia.id} className="card subject-card">
            <Link to="/dashboard/materias/$materiaName" params={{ materiaName: materia.name }} className="subject-link">
              <span className="subject-initial" aria-hidden="true">
                {materia.name.charAt(0).toUpperCase()}
              </span>
              <span>
                <span className="subject-name">{materia.name}</span>
                {materia.description ? <span className="subject-description">{materia.description}</span> : null}
              </span>
            </Link>
            <button type="button" className="icon-button" onClick={() => setDeleting(materia)} aria-label={`Eliminar ${materia.name}`}>
              <Trash2 aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <NewMateriaDialog open={creating} onOpenChange={setCreating} onCreated={refresh} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar materia"
        message={`¿Estás seguro de que quieres eliminar la materia "${deleting?.name ?? ""}"? Se quitará de las tribus y de los módulos; los módulos no se borran.`}
        confirmLabel="Eliminar materia"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </section>
  );
}

function NewMateriaDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => Promise<unknown> }) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const create = useMutation(
    trpc.materias.create.mutationOptions({
      onSuccess: async () => {
        toast.success("Materia creada");
        setName("");
        setDescription("");
        onOpenChange(false);
        await onCreated();
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({ name: name.trim(), description: description.trim() || null });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
      title="Nueva Materia"
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </button>
          <button type="submit" form="new-materia" className="btn btn-primary" disabled={!name.trim() || create.isPending}>
            {create.isPending ? "Guardando..." : "Crear materia"}
          </button>
        </>
      }
    >
      <form id="new-materia" className="form" onSubmit={submit} noValidate>
        {create.isError ? (
          <div role="alert" className="alert alert-error">
            {apiErrorInfo(create.error).status === 409 ? apiErrorInfo(create.error).message : "Error al crear la materia"}
          </div>
        ) : null}
        <Field label="Nombre *" value={name} onChange={(e) => setName(e.target.value)} {...inputLimits(createMateriaInput.shape.name)} />
        <TextAreaField label="Descripción (opcional)" value={description} onChange={(e) => setDescription(e.target.value)} />
      </form>
    </Modal>
  );
}
