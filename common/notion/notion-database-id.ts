/**
 * What an admin pastes as the Notion database (NOTION_DATABASE_ID): the database's link as Notion
 * copies it (https://www.notion.so/<workspace>/<Title>-<32 hex>?v=<view>, or
 * https://www.notion.so/<32 hex>?v=<view> for a database inside a page) or its id (32 hex
 * characters, with or without dashes), or the same for one of its data sources (API version
 * 2025-09-03): the id from "Copiar ID de la fuente de datos" or the data source's address
 * collection://<id>. Which of the two it is only Notion knows: the adapter asks it for a database and
 * then for a data source. The settings check (server/config.ts) and the Notion adapter read it by this
 * one rule.
 */

const compactId = /^[0-9a-f]{32}$/i;
const dashedId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** notion.so, notion.com and the public notion.site, with any subdomain (www., a workspace's). */
const notionHost = /(^|\.)notion\.(so|com|site)$/i;
/** The last part of a link's path: the id alone or after the page's title. The ?v= view id is not it. */
const idAtEnd = /(?:^|-)([0-9a-f]{32})$/i;
/** A data source's address as Notion writes it (data_source_url): collection://<id>. */
const dataSourceUrl = /^collection:\/\/([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})\/?$/i;

const dashed = (id: string) => {
  const hex = id.toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The database's or data source's id (lower-case UUID with dashes) of a pasted link or id; null when it is neither. */
export function notionDatabaseId(pasted: string): string | null {
  const value = pasted.trim();
  if (dashedId.test(value)) return value.toLowerCase();
  if (compactId.test(value)) return dashed(value);
  const source = dataSourceUrl.exec(value)?.[1];
  if (source) return dashed(source.replaceAll("-", ""));
  let link: URL;
  try {
    link = new URL(value);
  } catch {
    return null;
  }
  if ((link.protocol !== "https:" && link.protocol !== "http:") || !notionHost.test(link.hostname)) return null;
  const last = link.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const id = idAtEnd.exec(last)?.[1];
  return id ? dashed(id) : null;
}

/** Says what was pasted (cut short, and never an integration token) and what to paste instead. */
export function badNotionDatabaseIdMessage(pasted: string): string {
  const value = pasted.trim();
  const what = /^(ntn_|secret_)/.test(value)
    ? "Lo que se pegó parece el token de la integración (va en NOTION_TOKEN)"
    : `«${value.length > 80 ? `${value.slice(0, 77)}...` : value}» no es el enlace ni el identificador de una base de datos de Notion`;
  return `${what}. Pega el enlace de la base de datos (en Notion, menú ••• → Copiar enlace), su identificador de 32 caracteres o el identificador de su fuente de datos.`;
}
