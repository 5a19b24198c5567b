/**
 * How the rows of the quotation builder's product catalogue are read (spec, section 3: "Catalogue product").
 *
 * Row 1 holds the headers; every header becomes a key lower-cased with its spaces removed (accents
 * are dropped for matching only). Each later row is a product whose id is its position from 1 (the
 * sheet's row 2 is product 1). The columns we read, and the header names accepted for each:
 *
 * - code (internal code): "Código interno", "Código", "Codigo", "Code", "Referencia", "Ref", "SKU"
 * - title: "Título", "Titulo", "Producto", "Descripción", "Nombre", "Title"
 * - price, from the retailer's new-price column: "Nuevo precio", "Precio nuevo", any header holding
 *   both "nuevo" and "precio" (e.g. "Nuevo precio distribuidor"), else "Precio" or "Price".
 *
 * Prices may be numbers or text such as "$45,000.50", "45.000" or "45000,5". Rows without a code or
 * title, or without a readable price, are skipped (their position is still counted). The same rules
 * read a local catalogue imported from a CSV or XLSX file (the quotations domain) and the products
 * spreadsheet (its Google Sheets adapter).
 */

export type CatalogueProduct = { id: number; code: string; title: string; price: number };

export const headerAliases = {
  code: ["codigointerno", "codigo", "code", "internalcode", "referencia", "ref", "sku"],
  title: ["titulo", "producto", "descripcion", "nombre", "title", "name"],
  price: ["nuevoprecio", "precionuevo", "precio", "price"],
} as const;

/** What the admin sees when a column is missing: one readable name per column. */
export const columnLabels = { code: "Código", title: "Título", price: "Nuevo precio" } as const;
export type CatalogueColumn = keyof typeof columnLabels;

/** "Nuevo Precio" becomes "nuevoprecio" (the spec's key); accents are also removed for matching. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/\s+/g, "");
}

const plain = (key: string) => key.normalize("NFD").replace(/\p{Diacritic}/gu, "").replace(/[^a-z0-9]/g, "");

/** The column index of each field, or the list of fields that have no column. */
export function locateColumns(headers: readonly string[]): { columns: Record<CatalogueColumn, number> } | { missing: CatalogueColumn[] } {
  const keys = headers.map((h) => plain(headerKey(h)));
  const find = (field: CatalogueColumn): number => {
    for (const alias of headerAliases[field]) {
      const index = keys.indexOf(alias);
      if (index >= 0) return index;
    }
    if (field === "price") return keys.findIndex((k) => k.includes("nuevo") && k.includes("precio"));
    return -1;
  };
  const columns = { code: find("code"), title: find("title"), price: find("price") };
  // A "precio nuevo ..." column wins over a plain "precio": the retailer's new prices.
  const newPrice = keys.findIndex((k) => k.includes("nuevo") && k.includes("precio"));
  if (newPrice >= 0) columns.price = newPrice;
  const missing = (Object.keys(columns) as CatalogueColumn[]).filter((field) => columns[field] < 0);
  return missing.length ? { missing } : { columns };
}

/** A price cell as a number with 2 decimals, or null when it cannot be read. */
export function parsePrice(cell: unknown): number | null {
  if (typeof cell === "number") return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) / 100 : null;
  if (typeof cell !== "string") return null;
  let text = cell.replace(/[\s$]|COP/gi, "");
  if (!text) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the one that comes last separates the decimals.
    text = lastComma > lastDot ? text.replaceAll(".", "").replace(",", ".") : text.replaceAll(",", "");
  } else if (lastComma >= 0) {
    text = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replaceAll(",", "") : text.replace(",", ".");
  } else if (lastDot >= 0 && /^\d{1,3}(\.\d{3})+$/.test(text)) {
    text = text.replaceAll(".", ""); // "45.000" is forty-five thousand pesos
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

const cellText = (cell: unknown) => (cell === null || cell === undefined ? "" : String(cell).trim());

export type ParsedCatalogue = { ok: true; products: CatalogueProduct[] } | { ok: false; missing: CatalogueColumn[] };

/** Rows as read from a sheet or a file (row 1 headers) to products with positional ids. */
export function productsFromRows(rows: ReadonlyArray<ReadonlyArray<unknown>>): ParsedCatalogue {
  const [headerRow, ...data] = rows;
  const located = locateColumns((headerRow ?? []).map(cellText));
  if ("missing" in located) return { ok: false, missing: located.missing };
  const { code, title, price } = located.columns;
  const products: CatalogueProduct[] = [];
  data.forEach((row, index) => {
    const product = { id: index + 1, code: cellText(row[code]), title: cellText(row[title]), price: parsePrice(row[price]) };
    if (product.code && product.title && product.price !== null) products.push({ ...product, price: product.price });
  });
  return { ok: true, products };
}
