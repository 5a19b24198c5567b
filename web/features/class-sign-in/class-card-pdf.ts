import { classCardFileName, classCardMessages } from "../../../common/class-sign-in/class-card";
import { authHeader, saveDownload } from "../../lib/protected-files";

/** Downloads the tribe's class card as the server draws it; a refusal keeps the server's Spanish message. */
export async function downloadClassCard(tribe: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/class-sign-in/card?${new URLSearchParams({ tribe })}`, { headers: authHeader(), signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new Error(classCardMessages.pdfFailed);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(data.message || classCardMessages.pdfFailed);
  }
  return saveDownload(response, classCardFileName(tribe));
}
