import { createFileRoute } from "@tanstack/react-router";
import { CertificatesScreen } from "../../features/certificates/certificates-screen";
import { access } from "../../lib/navigation";

// Issue 36: constancias and certificados de estudio with their verification codes (admins).
export const Route = createFileRoute("/dashboard/certificados")({
  staticData: { roles: access.adminOnly, title: "Certificados" },
  component: CertificatesScreen,
});
