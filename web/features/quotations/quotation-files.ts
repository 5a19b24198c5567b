import { authHeader } from "../../lib/protected-files";

export class QuotationFileError extends Error {}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

/**
 * Downloads a quotation PDF made by the server: the saved one (GET) or the current draft (POST with
 * the same body as saving). The server's Spanish message is kept on failure.
 */
export async function downloadQuotationPdf(request: { id: number } | { draft: unknown }, fallbackMessage: string): Promise<string> {
  const init: RequestInit =
    "id" in request
      ? { headers: authHeader() }
      : { method: "POST", headers: { ...authHeader(), "content-type": "application/json" }, body: JSON.stringify(request.draft) };
  const url = "id" in request ? `/api/quotations/${request.id}/pdf` : "/api/quotations/pdf";
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new QuotationFileError(fallbackMessage);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { message?: string };
    throw new QuotationFileError(data.message || fallbackMessage);
  }
  const fileName = fileNameOf(response.headers.get("content-disposition"), "cotizacion.pdf");
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return fileName;
}
