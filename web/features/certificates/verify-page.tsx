import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BadgeCheck, CircleX, SearchX } from "lucide-react";
import { certificateNotFound } from "../../../common/certificates/certificate-codes";
import type { Verification } from "../../../common/certificates/certificates";
import { formatLongDate } from "../../../common/format";
import { ThemeToggle } from "../../components/ui/theme-toggle";
import { platformInfoQuery } from "../../lib/platform-info";
import { usePageTitle } from "../../lib/use-page-title";
import "./certificates.css";

type Answer = { certificate: Verification } | { missing: string } | { refused: string };

/** The public JSON (no session): 404 is an answer too ("no such code"), any other refusal keeps the server's Spanish. */
async function verify(code: string): Promise<Answer> {
  const response = await fetch(`/api/certificates/verify/${encodeURIComponent(code)}`, { signal: AbortSignal.timeout(10_000) });
  const data = (await response.json().catch(() => ({}))) as { certificate?: Verification; message?: string };
  if (response.ok && data.certificate) return { certificate: data.certificate };
  if (response.status === 404) return { missing: certificateNotFound };
  return { refused: data.message || "No se pudo verificar el certificado. Inténtalo de nuevo." };
}

function Facts({ certificate }: { certificate: Verification }) {
  const rows: Array<[string, string]> = [
    ["Documento", certificate.kindLabel],
    ["Institución", certificate.school],
    ["Fecha de expedición", formatLongDate(certificate.issuedOn)],
    ["Estudiante", certificate.student],
    ["Identificación", certificate.document],
    ["Código", certificate.code],
  ];
  return (
    <dl className="verify-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /verificar/:code (issue 36), public: whoever holds a constancia or a certificado checks its code
 * (typed or from its QR) and reads only what the paper must match, and whether it still holds.
 */
export function VerifyPage({ code }: { code: string }) {
  usePageTitle("Verificar certificado");
  const info = useQuery(platformInfoQuery());
  const answer = useQuery({ queryKey: ["certificate-verification", code], queryFn: () => verify(code), retry: false, staleTime: 0 });
  const data = answer.data;
  return (
    <div className="auth-page verify-page">
      <header className="auth-header">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>{info.data?.school.name ?? "Tribu"}</span>
        </Link>
        <ThemeToggle />
      </header>
      <main id="contenido" className="verify-main">
        <article className="card verify-card">
          <h1>Verificación de certificado</h1>
          {answer.isPending ? <p aria-live="polite">Verificando el código {code}...</p> : null}
          {answer.isError ? <p role="alert">No se pudo verificar el certificado. Revisa tu conexión e inténtalo de nuevo.</p> : null}
          {data && "certificate" in data ? (
            <>
              {data.certificate.status === "valido" ? (
                <p className="verify-status verify-valid" role="status">
                  <BadgeCheck aria-hidden="true" /> Documento válido: la institución lo expidió y sigue vigente.
                </p>
              ) : (
                <p className="verify-status verify-revoked" role="status">
                  <CircleX aria-hidden="true" /> Documento revocado el {formatLongDate(data.certificate.revokedOn)}: la institución lo anuló y ya no es válido.
                </p>
              )}
              <Facts certificate={data.certificate} />
              <p className="muted">Por privacidad, esta página muestra solo parte del nombre y los últimos dígitos del documento: compáralos con el papel.</p>
            </>
          ) : null}
          {data && "missing" in data ? (
            <p className="verify-status verify-missing" role="status">
              <SearchX aria-hidden="true" /> No encontramos un certificado con ese código. Revisa que esté escrito como en el papel ({code}).
            </p>
          ) : null}
          {data && "refused" in data ? <p role="alert">{data.refused}</p> : null}
        </article>
      </main>
    </div>
  );
}
