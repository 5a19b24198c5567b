import { createFileRoute } from "@tanstack/react-router";
import { RecordNotFound } from "../../features/errors";
import { RecordPage } from "../../features/student-records";
import { access } from "../../lib/navigation";
import { loadRecordPage } from "../../lib/record-id";

/** Issue 36: a child's file (ficha de matrícula); the admin edits it, the child's teacher reads the school-life part. */
export const Route = createFileRoute("/dashboard/matricula_/$studentId")({
  staticData: { roles: access.studentRecord, title: "Ficha de matrícula" },
  loader: ({ context, params, route }) => loadRecordPage(params.studentId, { context, route }),
  notFoundComponent: RecordNotFound,
  component: () => <RecordPage studentId={Number(Route.useParams().studentId)} />,
});
