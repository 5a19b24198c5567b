import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "../../features/attendance/register-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/asistencia")({
  staticData: { roles: access.attendance, title: "Asistencia" },
  component: RegisterScreen,
});
