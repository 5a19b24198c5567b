import { levelShort, type TribeActivities } from "../../../common/promotion/promotion.schema";
import { SectionPage } from "../../components/ui/section-page";
import { LoadError, Loading } from "../dashboard";
import { ActivityDialog } from "./activity-dialog";
import { ActivityItem } from "./activity-item";
import { ResultDialog } from "./result-dialog";
import { TribeYearPicker } from "./tribe-year-picker";
import { useSupportActivities } from "./use-support-activities";
import "./promotion.css";

type Student = TribeActivities["students"][number];

/**
 * 'Actividades de apoyo' (issue 35, Decreto 1290 de 2009 art. 4 and 11): per tribe and year, each
 * student's subjects with Bajo on the published cards and their support activities; the student's
 * teacher or an admin creates one and records its result.
 */
export function SupportScreen() {
  const s = useSupportActivities();
  const data = s.list.data;
  const nameOf = (id: number) => data?.students.find((st) => st.id === id)?.name ?? "";
  return (
    <SectionPage title="Actividades de apoyo" intro="Para cada estudiante con desempeño Bajo en una materia: el plan de apoyo, sus fechas y el resultado.">
      <TribeYearPicker tribe={s.tribe} year={s.year} onTribe={s.setTribe} onYear={s.setYear} thisYear={s.thisYear} />
      {s.list.isPending ? <Loading /> : null}
      {s.list.isError ? <LoadError /> : null}
      {data?.preschool ? <p className="card">En preescolar no se reprueban grados ni actividades (Decreto 2247 de 1997, art. 10): no hay actividades de apoyo por desempeño Bajo.</p> : null}
      {data && !data.preschool && data.students.length === 0 ? <p className="card empty-state">No tienes estudiantes en esta tribu.</p> : null}
      {data && !data.preschool ? (
        <ul className="promotion-students">
          {data.students.map((student) => (
            <StudentCard key={student.id} student={student} onCreate={(subject) => s.startCreate({ studentId: student.id, studentName: student.name, subject })} onRecord={s.startRecord} />
          ))}
        </ul>
      ) : null}
      {s.creating && data ? <ActivityDialog creating={s.creating} subjects={data.subjects} fields={s.fields} saving={s.saving} submit={s.submitCreate} close={s.close} /> : null}
      {s.recording && data ? <ResultDialog activity={s.recording} studentName={nameOf(s.recording.studentId)} cap={data.supportMaxLevel} fields={s.fields} saving={s.saving} submit={s.submitResult} close={s.close} /> : null}
    </SectionPage>
  );
}

function StudentCard({ student, onCreate, onRecord }: { student: Student; onCreate: (subject: string) => void; onRecord: (a: Student["activities"][number]) => void }) {
  const titleId = `support-student-${student.id}`;
  return (
    <li className="card promotion-student">
      <h2 id={titleId} className="section-title">
        {student.name}
      </h2>
      {student.bajoSubjects.length > 0 ? (
        <p>
          Desempeño {levelShort.bajo} en los boletines: {student.bajoSubjects.map((b) => `${b.name} (${b.periods.join(", ")})`).join("; ")}.
        </p>
      ) : (
        <p className="muted">Sin desempeño Bajo en los boletines publicados del año.</p>
      )}
      {student.activities.length > 0 ? (
        <ul className="item-list">
          {student.activities.map((a) => (
            <ActivityItem key={a.id} activity={a} sex={student.sex} onRecord={() => onRecord(a)} />
          ))}
        </ul>
      ) : null}
      <button type="button" className="btn btn-secondary" onClick={() => onCreate(student.bajoSubjects[0]?.subject ?? "")}>
        Nueva actividad de apoyo<span className="visually-hidden"> de {student.name}</span>
      </button>
    </li>
  );
}
