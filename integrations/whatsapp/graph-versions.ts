/**
 * Meta's Graph API versions and the last day each one answers ("Available until" in the Graph API
 * changelog, developers.facebook.com/docs/graph-api/changelog); null: Meta has not announced it yet.
 * The one place Tribu knows them: the default version, the start-up warning and the docs follow it.
 */
export const graphVersionExpiry: Readonly<Record<string, string | null>> = {
  "v19.0": "2026-05-21",
  "v20.0": "2026-09-24",
  "v21.0": "2027-01-21",
  "v22.0": "2027-05-20",
  "v23.0": "2027-10-08",
  "v24.0": "2028-02-18",
  "v25.0": "2028-07-29",
  "v26.0": null,
};

/** The newest version with an announced end, so the warning below can say when to move. */
export const defaultGraphVersion = "v25.0";
export const defaultGraphHost = "https://graph.facebook.com";

const warningDays = 60;
const dayMs = 24 * 60 * 60 * 1000;
const versionNumber = (version: string) => Number(version.replace(/^v/, ""));

/** The start-up warning for WHATSAPP_GRAPH_VERSION, or null while the version has more than 60 days left. */
export function graphVersionWarning(version: string, today: Date = new Date()): string | null {
  const known = Object.keys(graphVersionExpiry);
  const oldest = Math.min(...known.map(versionNumber));
  const expiry = graphVersionExpiry[version];
  const gone = (day: string) =>
    `WhatsApp: la versión ${version} de la API Graph de Meta ya no está disponible${day ? ` (Meta la retiró el ${day})` : ""}. Cambia WHATSAPP_GRAPH_VERSION a ${defaultGraphVersion} o una más reciente.`;
  if (expiry === undefined) return versionNumber(version) < oldest ? gone("") : null;
  if (expiry === null) return null;
  const left = Date.parse(`${expiry}T23:59:59Z`) - today.getTime();
  if (left < 0) return gone(expiry);
  if (left > warningDays * dayMs) return null;
  return `WhatsApp: la versión ${version} de la API Graph de Meta deja de funcionar el ${expiry} (en ${Math.ceil(left / dayMs)} días). Cambia WHATSAPP_GRAPH_VERSION a ${defaultGraphVersion} o una más reciente.`;
}
