import { type Commission, decisionLabels, type PromotionDecision, promotionDecisions } from "../../../common/promotion/promotion.schema";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { CommissionFacts } from "./commission-facts";

type Student = Commission["students"][number];
type Value = { decision: PromotionDecision | ""; reason: string };

/** One student in the acta: the facts beside the decision and its reason (required unless promovido). */
export function DecisionRow({ student, rule, preschool, value, onChange, error }: { student: Student; rule: number | null; preschool: boolean; value: Value; onChange: (value: Value) => void; error: (key: string) => string | undefined }) {
  // Decreto 2247 de 1997, art. 10: in preschool no grade is failed, so only promovido is offered.
  const choices = preschool ? (["promovido"] as const) : promotionDecisions;
  const titleId = `decision-${student.id}`;
  return (
    <li className="card acta-decision">
      <h3 id={titleId} className="section-title">
        {student.name}
      </h3>
      <CommissionFacts student={student} rule={rule} />
      <SelectField label={`Decisión sobre ${student.name}`} value={value.decision} onChange={(decision) => onChange({ ...value, decision: decision as PromotionDecision })} options={choices.map((d) => ({ value: d, label: decisionLabels[d] }))} emptyLabel="Sin decidir" />
      {error("decision") || error("studentId") ? <p className="field-error" role="alert">{error("decision") ?? error("studentId")}</p> : null}
      {value.decision !== "" && value.decision !== "promovido" ? (
        <TextAreaField label={`Motivo de la decisión sobre ${student.name}`} value={value.reason} error={error("reason")} onChange={(e) => onChange({ ...value, reason: e.target.value })} />
      ) : null}
    </li>
  );
}
