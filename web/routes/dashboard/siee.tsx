import { createFileRoute } from "@tanstack/react-router";
import { SieeScreen } from "../../features/promotion/siee-screen";
import { access } from "../../lib/navigation";

// Issue 35: the SIEE in force and its versions; the report card links here.
export const Route = createFileRoute("/dashboard/siee")({
  staticData: { roles: access.siee, title: "SIEE" },
  component: SieeScreen,
});
