import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import type { UserList } from "../../../common/users/users.schema";
import { fullName } from "../../../common/users/names";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { type ChosenStudent, tribeOptions } from "./use-piar";

type Props = {
  tribe: string;
  onTribe: (tribe: string) => void;
  search: string;
  onSearch: (text: string) => void;
  students: UseQueryResult<UserList, unknown>;
  chosenId: number | null;
  onChoose: (student: ChosenStudent) => void;
};

/** The students the user may open, narrowed by tribe and by name; the one open is marked. */
export function StudentPicker({ tribe, onTribe, search, onSearch, students, chosenId, onChoose }: Props) {
  const titleId = useId();
  const list = students.data?.users ?? [];
  return (
    <section className="card piar-picker" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Estudiantes
      </h2>
      <SelectField label="Tribu" value={tribe} onChange={onTribe} options={tribeOptions} emptyLabel="Todas las tribus" />
      <Field label="Buscar estudiante" type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder="Nombre o apellido" />
      {students.isPending ? <p role="status">Cargando estudiantes...</p> : null}
      {students.isError ? <p className="muted">La lista de estudiantes no se pudo consultar.</p> : null}
      {students.data && list.length === 0 ? <p className="muted">Ningún estudiante coincide con la tribu y la búsqueda.</p> : null}
      <ul className="piar-students">
        {list.map((student) => {
          const name = fullName(student);
          return (
            <li key={student.id}>
              <button type="button" className="piar-student" aria-pressed={chosenId === student.id} onClick={() => onChoose({ id: student.id, name })}>
                <span className="piar-student-name">{name}</span>
                <span className="muted">{student.tribe ?? "Sin tribu"}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {students.data && students.data.total > list.length ? (
        <p className="muted">
          Se muestran {list.length} de {students.data.total}: busca por nombre para encontrar a los demás.
        </p>
      ) : null}
    </section>
  );
}
