import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, Plus } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { type Material, materialInput, materialPageSize } from "../../../common/materials/materials.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { Pager } from "../../components/ui/pager";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages, inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { usePagedList } from "../../lib/use-paged-list";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import "./materials.css";

const typeLabels: Record<string, string> = {
  pdf: "PDF",
  documento: "Documento",
  video: "Video",
  enlace: "Enlace",
  imagen: "Imagen",
  audio: "Audio",
};
const typeOptions = Object.entries(typeLabels).map(([value, label]) => ({ value, label }));
const typeLabel = (type: string) => typeLabels[type] ?? type;

/**
 * Materials (teacher, admin): title, type, URL, by title, 25 a page (the pager shows only past one
 * page); 'Gestionar' edits or deletes one, 'Agregar material' adds one.
 */
export function MaterialsPage() {
  const paged = usePagedList({
    pageSize: materialPageSize,
    query: (paging) => trpc.materials.list.queryOptions(paging),
    total: (data) => data.total,
  });
  const materials = paged.query;
  const [managing, setManaging] = useState<{ material: Material | null } | null>(null);
  const list = materials.data?.materials ?? [];
  const total = paged.total;
  const listTitle = useRef<HTMLHeadingElement>(null);

  return (
    <SectionPage title="Materiales">
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => setManaging({ material: null })}>
          <Plus aria-hidden="true" /> Agregar material
        </button>
      </div>
      <section className="card" aria-labelledby="materials-title">
        <h2 id="materials-title" ref={listTitle} tabIndex={-1}>
          Materiales ({total})
        </h2>
        {total > 0 ? (
          <p className="muted" aria-live="polite">
            Mostrando {list.length} de {total} materiales
          </p>
        ) : null}
        {materials.isError ? (
          <p role="alert" className="alert alert-error">
            Error cargando datos
          </p>
        ) : materials.isPending ? (
          <p>Cargando materiales...</p>
        ) : list.length === 0 ? (
          <p className="empty-state">No hay materiales</p>
        ) : (
          <ul className="payment-list">
            {list.map((material) => (
              <li key={material.id} className="payment-item" data-testid="material-item">
                <div className="payment-main">
                  <strong>{material.title}</strong>
                  <span className="badge badge-info">{typeLabel(material.type)}</span>
                </div>
                <p className="material-url">
                  <a href={material.url} target="_blank" rel="noopener noreferrer">
                    {material.url} <ExternalLink aria-hidden="true" className="inline-icon" />
                    <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                  </a>
                </p>
                {material.canEdit ? (
                  <div className="button-row compact">
                    <button type="button" className="btn btn-secondary" onClick={() => setManaging({ material })}>
                      Gestionar <span className="visually-hidden">{material.title}</span>
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pager label="Páginas de materiales" page={paged.page} pages={paged.pages} onPageChange={paged.setPage} focusTarget={listTitle} />
      </section>
      {managing ? <MaterialDialog material={managing.material} onClose={() => setManaging(null)} /> : null}
    </SectionPage>
  );
}

function MaterialDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(material?.title ?? "");
  const [type, setType] = useState(material?.type ?? "enlace");
  const [url, setUrl] = useState(material?.url ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const formId = useId();

  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: trpc.materials.pathKey() });
    onClose();
  };
  const failed = (error: unknown) => {
    const info = apiErrorInfo(error);
    setErrors(info.fields);
    toast.error(info.message);
  };
  const create = useMutation(trpc.materials.create.mutationOptions({ onSuccess: (d) => done(d.message), onError: failed }));
  const update = useMutation(trpc.materials.update.mutationOptions({ onSuccess: (d) => done(d.message), onError: failed }));
  const remove = useMutation(trpc.materials.remove.mutationOptions({ onSuccess: (d) => done(d.message), onError: failed }));
  const busy = create.isPending || update.isPending || remove.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = { title: title.trim(), type, url: url.trim() };
    const parsed = materialInput.safeParse(fields);
    setErrors(parsed.success ? {} : fieldMessages(parsed.error));
    if (!parsed.success) return;
    if (material) update.mutate({ id: material.id, ...fields });
    else create.mutate(fields);
  }

  const options = typeOptions.some((o) => o.value === type) ? typeOptions : [...typeOptions, { value: type, label: type }];
  return (
    <>
      <Modal
        open={!confirming}
        onOpenChange={(open) => !open && onClose()}
        title={material ? "Gestionar material" : "Agregar material"}
        size="md"
        footer={
          <>
            {material ? (
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)} disabled={busy}>
                Eliminar
              </button>
            ) : null}
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Cancelar
            </button>
            <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
              {busy ? "Guardando..." : "Guardar"}
            </button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <Field label="Título" value={title} onChange={(e) => setTitle(e.target.value)} required {...inputLimits(materialInput.shape.title)} error={errors.title} />
          <SelectField label="Tipo" value={type} onChange={setType} options={options} />
          <Field
            label="URL"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            {...inputLimits(materialInput.shape.url)}
            placeholder="https://"
            hint="Solo enlaces http:// o https://"
            error={errors.url}
          />
        </form>
      </Modal>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title="Eliminar material"
        message={`¿Estás seguro de que quieres eliminar el material "${material?.title ?? ""}"?`}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => material && remove.mutate({ id: material.id })}
      />
    </>
  );
}
