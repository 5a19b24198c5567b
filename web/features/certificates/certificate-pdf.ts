import { certificateFileName, certificateMessages } from "../../../common/certificates/certificates";
import type { CertificateKind } from "../../../common/student-records/record-codes";
import { authHeader, saveDownload } from "../../lib/protected-files";

/** Downloads a certificate's PDF as the server draws it; a refusal keeps the server's Spanish message. */
export async function downloadCertificate(certificate: { code: string; kind: CertificateKind }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/certificates/${encodeURIComponent(certificate.code)}/pdf`, { headers: authHeader(), signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new Error(certificateMessages.pdfFailed);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(data.message || certificateMessages.pdfFailed);
  }
  return saveDownload(response, certificateFileName(certificate));
}
