import { authHeader, saveDownload } from "../../lib/protected-files";

export class QuotationFileError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Downloads a quotation PDF made by the server: the saved one (GET) or the current draft (POST with
 * the same body as saving). The server's Spanish message is kept on failure.
 */
export async function downloadQuotationPdf(request: { id: number; version?: number } | { draft: unknown }, fallbackMessage: string): Promise<string> {
  const init: RequestInit =
    "id" in request
      ? { headers: authHeader() }
      : { method: "POST", headers: { ...authHeader(), "content-type": "application/json" }, body: JSON.stringify(request.draft) };
  const url =
    "id" in request
      ? request.version === undefined
        ? `/api/quotations/${request.id}/pdf`
        : `/api/quotations/${request.id}/versions/${request.version}/pdf`
      : "/api/quotations/pdf";
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new QuotationFileError(fallbackMessage);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
    throw new QuotationFileError(data.message || fallbackMessage, response.status, data.fields);
  }
  return saveDownload(response, "cotizacion.pdf");
}
