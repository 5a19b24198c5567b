import { createFileRoute } from "@tanstack/react-router";
import { VerifyPage } from "../features/certificates/verify-page";

// Issue 36: the public verification of a certificate's code (no session), the address its QR code prints.
export const Route = createFileRoute("/verificar/$code")({ component: VerifyCertificate });

function VerifyCertificate() {
  const { code } = Route.useParams();
  return <VerifyPage code={code} />;
}
