import { useMutation, useQuery } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { createMateriaInput } from "../../../common/materias/materias.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { TextAreaField } from "../../components/ui/textarea-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import "./learning.css";

/** 'Agregar Materia' on a tribe's page: tick existing subjects, or (Tribus 2 to 4) create one and add it. */
export function AddMateriaDialog({
  open,
  onOpenChange,
  tribeName,
  present,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tribeName: string;
  present: string[];
  onDone: () => Promise<unknown>;
}) {
  const all = useQuery({ ...trpc.materias.list.queryOptions(), enabled: open });
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const add = useMutation(trpc.materias.addToTribe.mutationOptions());
  const create = useMutation(trpc.materias.create.mutationOptions());
  // Tribu 1 only takes existing subjects; Tribus 2 to 4 can also create one here.
  const canCreate = tribeName !== "Tribu 1";
  const available = (all.data ?? []).filter((m) => !present.includes(m.name));

  function close(next: boolean) {
    if (!next) {
      setSelected([]);
      setError(null);
      setName("");
      setDescription("");
    }
    onOpenChange(next);
  }

  async function addExisting(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) {
      setError("Selecciona al menos una materia");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      for (const materiaName of selected) await add.mutateAsync({ tribeName, materiaName });
      toast.success(selected.length === 1 ? "Materia agregada a la tribu" : "Materias agregadas a la tribu");
      await onDone();
      close(false);
    } catch (addError) {
      setError(apiErrorInfo(addError).message);
      await onDone();
    } finally {
      setBusy(false);
    }
  }

  async function createNew(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const materia = await create.mutateAsync({ name: name.trim(), description: description.trim() || null });
      await add.mutateAsync({ tribeName, materiaName: materia.name });
      toast.success("Materia creada y agregada a la tribu");
      await onDone();
      close(false);
    } catch (createError) {
      setError(apiErrorInfo(createError).message || "Error al crear la materia");
    } finally {
      setBusy(false);
    }
  }

  const existingForm = (
    <form className="form" onSubmit={addExisting} noValidate>
      {available.length === 0 && all.isSuccess ? (
        <p className="muted">Todas las materias ya están en esta tribu.</p>
      ) : (
        <fieldset className="checkbox-group">
          <legend className="field-label">Materias disponibles</legend>
          {available.map((m) => (
            <label key={m.id} className="checkbox-row">
              <input
                type="checkbox"
                checked={selected.includes(m.name)}
                onChange={(event) =>
                  setSelected((current) => (event.target.checked ? [...current, m.name] : current.filter((n) => n !== m.name)))
                }
              />
              <span>{m.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy || selected.length === 0}>
          {busy ? "Guardando..." : "Agregar seleccionadas"}
        </button>
      </div>
    </form>
  );

  return (
    <Modal open={open} onOpenChange={close} title="Agregar Materia" description={`Materias de ${tribeName}`} size="md">
      {error ? (
        <div role="alert" className="alert alert-error">
          {error}
        </div>
      ) : null}
      {canCreate ? (
        <Tabs.Root defaultValue="existing" className="tabs">
          <Tabs.List className="tabs-list" aria-label="Cómo agregar">
            <Tabs.Trigger value="existing" className="tab">
              Existentes
            </Tabs.Trigger>
            <Tabs.Trigger value="create" className="tab">
              Crear
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="existing" className="tab-panel">
            {existingForm}
          </Tabs.Content>
          <Tabs.Content value="create" className="tab-panel">
            <form className="form" onSubmit={createNew} noValidate>
              <Field label="Nombre de la materia *" value={name} onChange={(e) => setName(e.target.value)} {...inputLimits(createMateriaInput.shape.name)} />
              <TextAreaField label="Descripción (opcional)" value={description} onChange={(e) => setDescription(e.target.value)} />
              <div className="button-row">
                <button type="submit" className="btn btn-primary" disabled={busy || !name.trim()}>
                  {busy ? "Guardando..." : "Crear y agregar"}
                </button>
              </div>
            </form>
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        existingForm
      )}
    </Modal>
  );
}
