import { formatNumber } from "../../../common/format";
import { levelShort, supportResultLabels, type Commission } from "../../../common/promotion/promotion.schema";

type Student = Commission["students"][number];

/** What the commission weighs for one student: attendance against the SIEE rule, the Bajo subjects and their support. */
export function CommissionFacts({ student, rule }: { student: Student; rule: number | null }) {
  const a = student.attendance;
  return (
    <div className="commission-facts">
      <p className={a.overLimit ? "commission-alert" : undefined}>
        {a.unexcusedPercent === null
          ? "Sin registro de asistencia en el año."
          : `Inasistencia sin excusa: ${formatNumber(a.unexcusedPercent, 1)} % (${a.absent} de ${a.markedDays} días; ${a.excused} con excusa)${rule === null ? "" : `; el SIEE permite hasta ${formatNumber(rule, 1)} %`}.`}
        {a.overLimit ? " Supera el límite del SIEE." : ""}
      </p>
      {student.bajoSubjects.length === 0 ? <p className="muted">Sin desempeño Bajo en los boletines publicados.</p> : null}
      {student.bajoSubjects.map((b) => {
        const support = student.activities.filter((x) => x.subject === b.subject);
        return (
          <p key={b.subject}>
            {levelShort.bajo} en {b.name} ({b.periods.join(", ")}):{" "}
            {support.length === 0
              ? "sin actividad de apoyo."
              : support.map((x) => (x.result ? `${supportResultLabels[x.result]}, ${levelShort[x.levelBefore]} → ${levelShort[x.levelAfter ?? "bajo"]}` : "actividad en curso")).join("; ")}
          </p>
        );
      })}
      {student.activities
        .filter((x) => !student.bajoSubjects.some((b) => b.subject === x.subject))
        .map((x) => (
          <p key={x.id}>
            Actividad de apoyo en {x.subjectName}: {x.result ? `${supportResultLabels[x.result]}, ${levelShort[x.levelBefore]} → ${levelShort[x.levelAfter ?? "bajo"]}` : "en curso"}.
          </p>
        ))}
    </div>
  );
}
