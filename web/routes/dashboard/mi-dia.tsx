import { createFileRoute } from "@tanstack/react-router";
import { MyDay } from "../../features/visual-day/my-day";

export const Route = createFileRoute("/dashboard/mi-dia")({
  staticData: { roles: ["student"], title: "Mi día" },
  component: MyDay,
});
