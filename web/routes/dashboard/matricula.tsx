import { createFileRoute } from "@tanstack/react-router";
import { EnrolmentScreen } from "../../features/enrolment/enrolment-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/matricula")({
  staticData: { roles: access.enrolment, title: "Matrícula" },
  component: EnrolmentScreen,
});
