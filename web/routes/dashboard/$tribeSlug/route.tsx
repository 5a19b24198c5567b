import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";
import { access } from "../../../lib/navigation";

export const Route = createFileRoute("/dashboard/$tribeSlug")({
  // Only tribu-1 .. tribu-4 are tribe pages; any other segment is an unknown path.
  beforeLoad: ({ params }) => {
    if (!/^tribu-[1-4]$/.test(params.tribeSlug)) throw notFound();
  },
  staticData: { roles: access.tribes, title: "Tribu" },
  component: Outlet,
});
