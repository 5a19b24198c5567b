import type { AttendanceMark } from "../../../common/attendance/attendance.schema";

/** "2 ausentes · 1 tarde · 1 con excusa", or "Todos presentes": what the teacher is about to save. */
export function markCountText(marks: readonly AttendanceMark[]): string {
  const count = (mark: AttendanceMark) => marks.filter((m) => m === mark).length;
  const absent = count("absent");
  const late = count("late");
  const excused = count("excused");
  const parts = [
    absent > 0 ? `${absent} ${absent === 1 ? "ausente" : "ausentes"}` : null,
    late > 0 ? `${late} tarde` : null,
    excused > 0 ? `${excused} con excusa` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : "Todos presentes";
}

type Props = { marks: readonly AttendanceMark[]; saving: boolean; dirty: boolean };

/**
 * The register's "Guardar" and its count, kept at the bottom of the screen while the list scrolls
 * (issue 34: a long tribe pushed the button below the fold). Sticky, not fixed, so it takes its own
 * place after the last row and never covers it; the count is a polite live region.
 */
export function RegisterSaveBar({ marks, saving, dirty }: Props) {
  return (
    <div className="register-save-bar">
      <p className="register-count" role="status">
        {markCountText(marks)}
        {dirty ? <span className="muted"> · Hay cambios sin guardar.</span> : null}
      </p>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? "Guardando..." : "Guardar"}
      </button>
    </div>
  );
}
