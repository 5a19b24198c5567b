import { createFileRoute } from "@tanstack/react-router";
import { PrivacyAdminPage } from "../../features/privacy/privacy-admin-page";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/privacy")({
  staticData: { roles: access.adminOnly, title: "Privacidad y datos" },
  component: PrivacyAdminPage,
});
