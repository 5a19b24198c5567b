import { createFileRoute } from "@tanstack/react-router";
import { VisualDayEditor } from "../../features/visual-day/visual-day-editor";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/visual-day")({
  staticData: { roles: access.visualDay, title: "Día visual" },
  component: VisualDayEditor,
});
