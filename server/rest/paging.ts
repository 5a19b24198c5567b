/**
 * RFC 8288 links to the neighbouring pages of a paged list whose REST body stays a plain array
 * (payments, assignments): relative to the request's path and keeping its other query parameters.
 * Undefined when there is no other page, so the caller sends no Link header.
 */
export function pageLinks(requestUrl: string, page: number, pageSize: number, total: number): string | undefined {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const url = new URL(requestUrl, "http://localhost");
  const link = (target: number, rel: string) => {
    url.searchParams.set("page", String(target));
    url.searchParams.set("pageSize", String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), "prev"));
  if (page < lastPage) links.push(link(page + 1, "next"));
  return links.length ? links.join(", ") : undefined;
}
