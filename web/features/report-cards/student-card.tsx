import { useCallback, useEffect, useRef, useState } from "react";
import { LeaveGuard } from "../../components/ui/leave-guard";
import type { CardEntry, EntryInput, TribeCards } from "../../../common/report-cards/report-card.schema";
import { EntryForm } from "./entry-form";
import { PublishedCopies } from "./published-copies";

type Props = {
  student: TribeCards["students"][number];
  period: string;
  /** The period's first day, which names the drafts with the student and subject. */
  periodStart: string;
  preschool: boolean;
  onSave: (input: Omit<EntryInput, "studentId" | "period">) => Promise<CardEntry>;
  /** Whether the card holds unsaved text: Boletines asks before choosing another student (issue 35). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** A student's card of the period: one form per subject (or preschool dimension), each saved on its own. */
export function StudentCard({ student, period, periodStart, preschool, onSave, onDirtyChange: reportDirty }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback((subject: string, dirty: boolean) => {
    setUnsaved((subjects) => {
      if (subjects.has(subject) === dirty) return subjects;
      const next = new Set(subjects);
      if (dirty) next.add(subject);
      else next.delete(subject);
      return next;
    });
  }, []);
  const dirty = unsaved.size > 0;
  useEffect(() => reportDirty?.(dirty), [reportDirty, dirty]);
  useEffect(() => () => reportDirty?.(false), [reportDirty]);
  // Chosen from the list: the card's heading takes the focus (on a phone the card is below the list).
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="report-card-sheet" aria-labelledby="report-card-title">
      <h2 id="report-card-title" className="section-title" tabIndex={-1} ref={heading}>
        Boletín de {student.name}, {period}
      </h2>
      {student.version > 0 ? <PublishedCopies studentId={student.id} periodStart={periodStart} name={student.name} /> : null}
      {preschool ? <p className="muted">Informe descriptivo de preescolar: por cada dimensión, sin desempeños ni notas.</p> : null}
      {student.entries.length === 0 ? <p className="card muted">La tribu no tiene materias: la escuela las asigna en Materias.</p> : null}
      {student.entries.map((entry) => (
        <EntryForm
          key={entry.subject}
          entry={entry}
          preschool={preschool}
          draftName={`report-card:${student.id}:${periodStart}:${entry.subject}`}
          onSave={onSave}
          onDirtyChange={onDirtyChange}
        />
      ))}
      <LeaveGuard dirty={dirty} message={`El boletín de ${student.name} tiene texto sin guardar. Queda como borrador en este navegador hasta que lo guardes. ¿Salir sin guardar?`} />
    </section>
  );
}
