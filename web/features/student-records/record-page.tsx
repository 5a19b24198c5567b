import { canEditRecords } from "../../../common/student-records/record.policy";
import { useAuth } from "../../lib/auth-store";
import { AdminRecordScreen } from "./admin-record-screen";
import { TeacherRecordScreen } from "./teacher-record-screen";
import "./student-records.css";

/** /dashboard/matricula/$studentId: the admin edits the whole file; a teacher reads a pupil's school-life part. */
export function RecordPage({ studentId }: { studentId: number }) {
  const { user } = useAuth();
  return canEditRecords(user) ? <AdminRecordScreen studentId={studentId} /> : <TeacherRecordScreen studentId={studentId} />;
}
