import { LockOpen, Pencil } from "lucide-react";
import type { ClassStudent } from "../../../common/class-sign-in/class-sign-in.schema";
import { pictureOf } from "../../../common/class-sign-in/pictures";
import { Picture } from "../../components/ui/picture";
import { PictureSequence } from "./picture-sequence";
import { formatTime } from "../../../common/format";

/** One student: their card picture, their picture password in order, and a paused card to unlock. */
function StudentRow({ student, onEdit, onUnlock }: { student: ClassStudent; onEdit: () => void; onUnlock: () => void }) {
  const name = `${student.firstName} ${student.lastName}`.trim();
  const card = pictureOf(student.cardPicture);
  return (
    <li className="card person-card class-student">
      <div className="person-head">
        {card ? <Picture pictureKey={card.key} size={56} /> : <span className="class-student-blank" aria-hidden="true" />}
        <div>
          <h3>{name}</h3>
          <p className="muted">{card ? `Tarjeta: ${card.name}` : "Tarjeta sin dibujo"}</p>
        </div>
      </div>
      {student.pictures ? (
        <PictureSequence pictures={student.pictures} size={48} label={`Dibujos de ${student.firstName}, en orden`} />
      ) : (
        <p className="muted">Todavía no tiene dibujos: no aparece en la tableta.</p>
      )}
      {student.lockedUntil ? (
        <p className="alert alert-error class-student-locked">
          Tarjeta en pausa hasta las {formatTime(student.lockedUntil)}, después de varios intentos.
        </p>
      ) : null}
      <div className="button-row compact">
        <button type="button" className="btn btn-secondary" onClick={onEdit} aria-label={`Elegir dibujos de ${name}`}>
          <Pencil aria-hidden="true" /> Elegir dibujos
        </button>
        {student.lockedUntil ? (
          <button type="button" className="btn btn-primary" onClick={onUnlock} aria-label={`Desbloquear la tarjeta de ${name}`}>
            <LockOpen aria-hidden="true" /> Desbloquear
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** The tribe's active students, each with the pictures they sign in with. */
export function StudentPicturesList({
  students,
  onEdit,
  onUnlock,
}: {
  students: ClassStudent[];
  onEdit: (student: ClassStudent) => void;
  onUnlock: (student: ClassStudent) => void;
}) {
  return (
    <section aria-labelledby="class-students-heading">
      <h2 id="class-students-heading" className="section-title">
        Estudiantes y sus dibujos
      </h2>
      <p className="muted">Cada estudiante entra tocando su tarjeta y luego sus 2 dibujos, en orden. La familia los ve en «Mis Hijos» para practicar en casa.</p>
      {students.length === 0 ? (
        <p className="card empty-state">Esta tribu todavía no tiene estudiantes activos.</p>
      ) : (
        <ul className="people-grid" aria-label="Estudiantes de la tribu">
          {students.map((student) => (
            <StudentRow key={student.id} student={student} onEdit={() => onEdit(student)} onUnlock={() => onUnlock(student)} />
          ))}
        </ul>
      )}
    </section>
  );
}
