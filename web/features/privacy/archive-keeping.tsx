import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { NumberField } from "../../components/ui/number-field";
import { useArchiveKeeping } from "./use-archive-keeping";

/**
 * How long the school keeps the archive: a setting, because the rules found set no national period
 * (docs/decisions/retention.md); the school takes it from its tabla de retención documental.
 */
export function ArchiveKeeping({ keepYears, expired }: { keepYears: number | null | undefined; expired: number }) {
  const keeping = useArchiveKeeping(keepYears);
  return (
    <section className="card" aria-labelledby="archive-keeping-title">
      <h2 id="archive-keeping-title">Plazo de conservación</h2>
      <p>
        La norma no fija cuántos años se conserva el registro académico: la escuela lo define en su tabla de retención
        documental. Déjalo vacío para conservarlo sin plazo.
      </p>
      <form
        className="form-row"
        onSubmit={(event) => {
          event.preventDefault();
          keeping.submit();
        }}
      >
        <NumberField
          label="Años que se conserva, desde el borrado"
          rule={keeping.rule}
          value={keeping.text}
          onChange={keeping.setText}
          error={keeping.error}
          hint="Entre 1 y 100; vacío: sin plazo"
        />
        <button type="submit" className="btn btn-primary" disabled={keeping.save.isPending || keeping.error !== undefined}>
          {keeping.save.isPending ? "Guardando..." : "Guardar plazo"}
        </button>
      </form>
      {keepYears != null && expired > 0 ? (
        <p>
          <button type="button" className="btn btn-danger" onClick={() => keeping.setConfirming(true)}>
            <Trash2 aria-hidden="true" /> Eliminar los {expired} documentos con el plazo cumplido
          </button>
        </p>
      ) : null}
      <ConfirmDialog
        open={keeping.confirming}
        onOpenChange={keeping.setConfirming}
        title="Eliminar documentos con el plazo cumplido"
        message={`Se eliminarán para siempre ${expired} documentos archivados hace más de ${keepYears ?? 0} años. No se puede deshacer.`}
        confirmLabel="Eliminar"
        busy={keeping.purge.isPending}
        onConfirm={() => keeping.purge.mutate()}
      />
    </section>
  );
}
