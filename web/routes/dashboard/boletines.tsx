import { createFileRoute } from "@tanstack/react-router";
import { ReportCardsScreen } from "../../features/report-cards/report-cards-screen";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/boletines")({
  staticData: { roles: access.reportCards, title: "Boletines" },
  component: ReportCardsScreen,
});
