import type { FastifyReply } from "fastify";

/**
 * RFC 8288 links to the neighbouring pages of a paged list whose REST body stays a plain array
 * (payments, assignments, materials): relative to the request's path and keeping its other query parameters.
 * Undefined when there is no other page, so the caller sends no Link header.
 */
function pageLinks(requestUrl: string, page: number, pageSize: number, total: number): string | undefined {
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

/** The paging headers of such a list: X-Total-Count, and Link where there is another page. */
export function setPageHeaders(reply: FastifyReply, requestUrl: string, list: { page: number; pageSize: number; total: number }): void {
  reply.header("X-Total-Count", String(list.total));
  const links = pageLinks(requestUrl, list.page, list.pageSize, list.total);
  if (links) reply.header("Link", links);
}
