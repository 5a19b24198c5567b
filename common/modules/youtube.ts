/**
 * YouTube links, shared by the server and the web client. A link is accepted when its host is
 * the video site (youtube.com and its www/m/music subdomains, youtube-nocookie.com) or its short
 * domain (youtu.be), and it holds an 11-character id in one of the spec's forms:
 * watch?v=ID, /embed/ID, /v/ID, /e/ID or youtu.be/ID.
 */
const idPattern = /^[A-Za-z0-9_-]{11}$/;
const longHosts = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const shortHosts = new Set(["youtu.be", "www.youtu.be"]);

export function youtubeVideoId(link: string | null | undefined): string | null {
  const text = (link ?? "").trim();
  if (!text || text.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | undefined;
  if (shortHosts.has(host)) {
    if (segments.length !== 1) return null;
    candidate = segments[0];
  } else if (longHosts.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = url.searchParams.get("v") ?? undefined;
    else if (segments.length === 2 && ["embed", "v", "e"].includes(segments[0] ?? "")) candidate = segments[1];
    else return null;
  } else {
    return null;
  }
  return candidate && idPattern.test(candidate) ? candidate : null;
}

/** The privacy-enhanced player address: no related videos from other channels, modest branding. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1`;
}

/**
 * True when a module link points outside the product's own hosts (the page's host, plus any
 * given). Relative links and unparsable text count as internal: no external-link icon for them.
 */
export function isExternalUrl(link: string | null | undefined, ownHosts: readonly string[]): boolean {
  const text = (link ?? "").trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const host = new URL(text).host.toLowerCase();
    return !ownHosts.some((own) => own.toLowerCase() === host);
  } catch {
    return false;
  }
}
