import type { Db } from "../../db/connection.js";
import { listCatalogue } from "./quotations.repo.js";
import type { ProductCatalogue } from "./quotations.port.js";

/**
 * The catalogue kept in our database when no products spreadsheet is configured. The admin fills it
 * by importing a CSV or XLSX file with the sheet's columns; product ids are the row positions, as in
 * the sheet.
 */
export function createLocalProductCatalogue(db: Db): ProductCatalogue {
  return {
    source: "local",
    async all() {
      const rows = await listCatalogue(db);
      return rows.map((row) => ({ id: row.position, code: row.code, title: row.title, price: Number(row.priceCents) / 100 }));
    },
  };
}
