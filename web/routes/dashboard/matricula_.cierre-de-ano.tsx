import { createFileRoute } from "@tanstack/react-router";
import { YearEndScreen } from "../../features/enrolment/year-end-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/matricula_/cierre-de-ano")({
  staticData: { roles: access.enrolment, title: "Cierre de año" },
  component: YearEndScreen,
});
