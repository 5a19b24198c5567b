import { createFileRoute } from "@tanstack/react-router";
import { ChildAttendanceScreen } from "../../../../features/attendance/child-attendance-screen";
import { RecordNotFound } from "../../../../features/errors";
import { access } from "../../../../lib/navigation";
import { loadRecordPage } from "../../../../lib/record-id";

export const Route = createFileRoute("/dashboard/children/$childId/attendance")({
  staticData: { roles: access.children, title: "Asistencia" },
  loader: ({ context, params, route }) => loadRecordPage(params.childId, { context, route }),
  notFoundComponent: RecordNotFound,
  component: () => <ChildAttendanceScreen childId={Number(Route.useParams().childId)} />,
});
