import { createFileRoute } from "@tanstack/react-router";
import { MyDay } from "../../features/visual-day/my-day";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/mi-dia")({
  staticData: { roles: access.myDay, title: "Mi día" },
  component: MyDay,
});
