import { formatLongDate } from "../../../common/format";
import { levelShort, type SupportActivity, supportResultLabels } from "../../../common/promotion/promotion.schema";
import { bySex, type StudentSex } from "../../../common/users/student-sex";

/** One support activity: the subject, the plan and dates, and the result once recorded (Bajo → Básico). */
export function ActivityItem({ activity: a, sex, onRecord }: { activity: SupportActivity; sex: StudentSex | null; onRecord?: () => void }) {
  const evaluated = bySex(sex, { feminine: "Fue evaluada", masculine: "Fue evaluado", unknown: "Resultado" });
  return (
    <li className="support-activity">
      <p>
        <strong>{a.subjectName}</strong> · del {formatLongDate(a.startsOn)} al {formatLongDate(a.endsOn)}
      </p>
      <p className="support-plan">{a.plan}</p>
      {a.result ? (
        <p>
          {evaluated} el {formatLongDate(a.resultOn)}: <strong>{supportResultLabels[a.result]}</strong>, {levelShort[a.levelBefore]} → {levelShort[a.levelAfter ?? "bajo"]}
          {a.resultNote ? `. ${a.resultNote}` : ""}
        </p>
      ) : (
        <p className="muted">En curso: sin resultado todavía.</p>
      )}
      {onRecord ? (
        <button type="button" className="btn btn-secondary" onClick={onRecord}>
          {a.result ? "Corregir resultado" : "Registrar resultado"}
          <span className="visually-hidden"> de {a.subjectName}</span>
        </button>
      ) : null}
    </li>
  );
}
