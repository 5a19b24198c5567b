import { useCallback, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import { ReviewsDue } from "./reviews-due";
import { StudentPicker } from "./student-picker";
import { StudentPiar } from "./student-piar";
import { type ChosenStudent, usePiarScreen } from "./use-piar";
import "./piar.css";

/**
 * 'PIAR' (issue 26, Decreto 1421 de 2017): a teacher or an admin chooses a student and writes their
 * Plan Individual de Ajustes Razonables, sees whether the family agreed to it, writes each period's
 * follow-up and downloads the PDF. An admin also sees the plans due for their yearly review.
 */
export function PiarScreen({ openStudentId }: { openStudentId?: number }) {
  const p = usePiarScreen(openStudentId);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<ChosenStudent | null>(null);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  const choose = (student: ChosenStudent) => {
    if (student.id === p.chosen?.id) return;
    if (dirty) setPending(student);
    else p.choose(student);
  };
  return (
    <SectionPage title="PIAR" intro="Plan Individual de Ajustes Razonables: elige un estudiante para escribir su plan, ver el acuerdo de la familia y el seguimiento de cada periodo.">
      <div className="piar-layout">
        <div className="piar-side">
          {p.showReviews ? <ReviewsDue reviews={p.reviews} onChoose={choose} /> : null}
          <StudentPicker tribe={p.tribe} onTribe={p.setTribe} search={p.search} onSearch={p.setSearch} students={p.students} chosenId={p.chosen?.id ?? null} onChoose={choose} />
        </div>
        {p.chosen ? <StudentPiar key={p.chosen.id} student={p.chosen} onDirty={onDirty} /> : <p className="card muted">Elige un estudiante para abrir su PIAR o crearlo.</p>}
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Cambios sin guardar"
        message={`El PIAR de ${p.chosen?.name ?? ""} tiene cambios sin guardar. ¿Abrir el de ${pending?.name ?? ""} sin guardarlos?`}
        confirmLabel="Abrir sin guardar"
        tone="primary"
        onConfirm={() => {
          if (pending) p.choose(pending);
          setPending(null);
        }}
      />
    </SectionPage>
  );
}
