import { createFileRoute } from "@tanstack/react-router";
import { VisualDayEditor } from "../../features/visual-day/visual-day-editor";

export const Route = createFileRoute("/dashboard/visual-day")({
  staticData: { roles: ["teacher", "admin"], title: "Día visual" },
  component: VisualDayEditor,
});
