import { Check } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { type AttendanceMark, attendanceMarks, markLabels, type RegisterRow } from "../../../common/attendance/attendance.schema";
import { markTone, savedBy } from "./attendance-days";
import type { DraftMark } from "./use-register";

type Props = { row: RegisterRow; draft: DraftMark | undefined; onMark: (mark: AttendanceMark) => void; onNote: (note: string) => void };

/** One child of the register: four marks, one tap each (arrow keys move between them), an optional note and who saved it. */
export function RegisterRowItem({ row, draft, onMark, onNote }: Props) {
  const name = `${row.firstName} ${row.lastName}`.trim();
  const mark = draft?.mark ?? row.mark;
  const noteId = `note-${row.studentId}`;
  const last = row.corrections.at(-1);
  return (
    <li className={`register-row ${markTone[mark]}`}>
      <h3 className="register-name" id={`student-${row.studentId}`}>
        {name}
      </h3>
      <ToggleGroup.Root
        type="single"
        className="mark-group"
        value={mark}
        onValueChange={(value) => value && onMark(value as AttendanceMark)}
        aria-label={`Asistencia de ${name}`}
      >
        {attendanceMarks.map((value) => (
          <ToggleGroup.Item key={value} value={value} className={`mark-option ${markTone[value]}`}>
            {mark === value ? <Check aria-hidden="true" /> : null}
            {markLabels[value]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <div className="field register-note">
        <label htmlFor={noteId} className="field-label">
          Nota (opcional)
        </label>
        <input id={noteId} value={draft?.note ?? ""} maxLength={300} onChange={(e) => onNote(e.target.value)} aria-describedby={`student-${row.studentId}`} />
      </div>
      {row.saved || row.excuse ? (
        <p className="register-meta muted">
          {row.saved ? `Guardado por ${savedBy(row.takenBy, row.takenAt)}` : null}
          {last ? ` · Corregido por ${savedBy(last.by, last.at)} (antes ${last.from ? markLabels[last.from] : "sin marca"})` : null}
          {row.excuse ? `${row.saved ? " · " : ""}Excusa de la familia ${row.excuse.status === "accepted" ? "aceptada" : "pendiente"}: ${row.excuse.text}` : null}
        </p>
      ) : null}
    </li>
  );
}
