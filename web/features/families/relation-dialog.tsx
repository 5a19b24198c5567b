import type { ParentWithChildren } from "../../../common/users/users.schema";
import { Modal } from "../../components/ui/modal";
import { fullName } from "../../../common/users/names";
import { useRelationForm } from "./use-parents";
import { ErrorNotice } from "../../components/ui/notice";

/** 'Crear Relación' / 'Agregar hijo': links a parent with a student who has none yet. */
export function RelationDialog({
  open,
  onOpenChange,
  parents,
  fixedParent,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parents: ParentWithChildren[];
  fixedParent: ParentWithChildren | null;
  onDone: (kind: "success" | "error", text: string) => void;
}) {
  const { parentId, setParentId, studentId, setStudentId, error, students, available, add, submit } = useRelationForm({ open, onOpenChange, fixedParent, onDone });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={fixedParent ? `Agregar hijo a ${fullName(fixedParent)}` : "Crear Relación"}
      description="Une a un padre o madre con un estudiante."
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" disabled={add.isPending || available.length === 0} onClick={submit}>
            {add.isPending ? "Guardando..." : "Crear Relación"}
          </button>
        </>
      }
    >
      <div className="form">
        {error ? <ErrorNotice>{error}</ErrorNotice> : null}
        <div className="field">
          <label className="field-label" htmlFor="relation-parent">
            Padre o madre
          </label>
          <select id="relation-parent" value={parentId} onChange={(e) => setParentId(e.target.value)} disabled={fixedParent !== null}>
            <option value="">Selecciona un padre o madre</option>
            {parents.map((p) => (
              <option key={p.id} value={p.id}>
                {fullName(p)} ({p.email})
              </option>
            ))}
          </select>
        </div>
        {students.data && available.length === 0 ? (
          <p className="alert alert-error" role="status">
            Todos los estudiantes ya tienen un padre asignado
          </p>
        ) : (
          <div className="field">
            <label className="field-label" htmlFor="relation-student">
              Estudiante
            </label>
            <select id="relation-student" value={studentId} onChange={(e) => setStudentId(e.target.value)}>
              <option value="">Selecciona un estudiante</option>
              {available.map((s) => (
                <option key={s.id} value={s.id}>
                  {fullName(s)} ({s.email}){s.tribe ? ` · ${s.tribe}` : ""}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </Modal>
  );
}
