/**
 * The path of a request as Fastify's router (find-my-way) matches it, for every rule that looks at
 * the path before a route runs: the general rate limit, the batching rule of /trpc, Cache-Control:
 * no-store, the open setup paths, the not-found answer (issue 33).
 *
 * The raw URL is not that path: the router decodes percent-escapes ("/%61pi/users" is
 * "/api/users", "/%74rpc/auth.login" is "/trpc/auth.login") and takes the path out of an
 * absolute-form target ("GET http://host/api/users HTTP/1.1"). A rule that read the raw URL was
 * skipped by such a request while the route still ran. tests/api/security-paths.test.ts holds this
 * function and the router together on a list of such targets.
 */
export type RoutedUrl = {
  /** Decoded as the router decodes it: escapes of reserved characters ("%2F", "%3F", "%2C", "%25") stay escaped. */
  path: string;
  /** The raw query string, without "?". */
  query: string;
};

/** "http://host/api/x?y" → "/api/x?y", as the router reads an absolute-form target. */
function originForm(url: string): string {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(url);
  if (!absolute) return url;
  const rest = url.slice(absolute[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * Decodes like the router: everything decodeURI decodes, except "%25", which stays (the router then
 * decodes it once more in a parameter, as procedureCall does with a tRPC path). A malformed escape is
 * left as it is: the router answers that request 400 itself.
 */
function decodedPath(path: string): string {
  if (!path.includes("%")) return path;
  try {
    return decodeURI(path.replace(/%25/g, "%2525"));
  } catch {
    return path;
  }
}

export function routedUrl(url: string): RoutedUrl {
  const target = originForm(url);
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  const query = end === -1 ? "" : target.slice(end + 1);
  return { path: decodedPath(path), query };
}

/** The routed path and query again as one URL, for the checks that read a whole URL (common/batching.ts). */
export function routedTarget(url: string): string {
  const { path, query } = routedUrl(url);
  return query ? `${path}?${query}` : path;
}
