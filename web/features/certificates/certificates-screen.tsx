import { formatDate } from "../../../common/format";
import { certificateKindLabels } from "../../../common/student-records/record-codes";
import { SectionPage } from "../../components/ui/section-page";
import { toast } from "../../components/ui/toast";
import { LoadError, Loading } from "../dashboard";
import { downloadCertificate } from "./certificate-pdf";
import { IssueDialog } from "./issue-dialog";
import { RevokeDialog } from "./revoke-dialog";
import { fullVerifyUrl, useCertificates } from "./use-certificates";
import "./certificates.css";

/**
 * 'Certificados' (issue 36, admins): the constancias and certificados issued, each with its code,
 * its PDF and whether it still holds; 'Expedir certificado' and 'Revocar' open dialogs that give
 * focus back to their button.
 */
export function CertificatesScreen() {
  const s = useCertificates();
  const certificates = s.list.data ?? [];
  return (
    <SectionPage title="Certificados" intro="Constancias y certificados de estudio firmados por la dirección. Cada uno lleva un código y un código QR que cualquiera puede verificar en la página pública.">
      <p>
        <button type="button" className="btn btn-primary" onClick={s.openIssue}>
          Expedir certificado
        </button>
      </p>
      {s.list.isPending ? <Loading /> : null}
      {s.list.isError ? <LoadError /> : null}
      {s.list.data && certificates.length === 0 ? <p className="card">La escuela aún no ha expedido certificados en Tribu.</p> : null}
      {certificates.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1)
        <section className="table-wrap" aria-label="Certificados expedidos" tabIndex={0}>
          <table className="data-table certificates-table">
            <caption className="visually-hidden">Certificados expedidos</caption>
            <thead>
              <tr>
                <th scope="col">Estudiante</th>
                <th scope="col">Documento</th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {certificates.map((c) => (
                <tr key={c.code}>
                  <th scope="row">{c.studentName}</th>
                  <td>
                    {certificateKindLabels[c.kind]} {c.year}
                    <br />
                    <span className="muted">Expedido el {formatDate(c.issuedOn)}</span>
                    <br />
                    <a href={fullVerifyUrl(c)} target="_blank" rel="noopener">
                      <code>{c.code}</code>
                    </a>
                  </td>
                  <td className="certificate-state">
                    {c.revokedAt ? (
                      <>
                        Revocado el {formatDate(c.revokedAt)}
                        <br />
                        <span className="muted">{c.revokedReason ?? ""}</span>
                      </>
                    ) : (
                      "Válido"
                    )}
                    <div className="row-actions">
                      <button
                        type="button"
                        className="btn btn-secondary"
                        aria-label={`Descargar PDF de ${c.code}`}
                        onClick={() => downloadCertificate(c).catch((error: Error) => toast.error(error.message))}
                      >
                        Descargar PDF
                      </button>
                      {c.revokedAt ? null : (
                        <button type="button" className="btn btn-secondary" aria-label={`Revocar ${c.code}`} onClick={() => s.openRevoke(c)}>
                          Revocar
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {s.issueForm ? (
        <IssueDialog form={s.issueForm} students={s.students.data} fields={s.fields} busy={s.issuing} change={s.changeIssue} submit={s.submitIssue} close={s.closeIssue} />
      ) : null}
      {s.revoking ? <RevokeDialog certificate={s.revoking} reason={s.reason} fields={s.fields} busy={s.revokingBusy} setReason={s.setReason} submit={s.submitRevoke} close={s.closeRevoke} /> : null}
    </SectionPage>
  );
}
