import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * The quotation builder: a local product catalogue (used when no products spreadsheet is configured,
 * imported from a CSV or XLSX file) and the saved quotations with their items. Money is stored in
 * whole cents (bigint) so totals never drift.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("catalogue_products")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("position", "integer", (c) => c.notNull().unique())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("price_cents", "bigint", (c) => c.notNull())
    .addColumn("imported_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quotations")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("client_name", "text", (c) => c.notNull())
    .addColumn("client_email", "text")
    .addColumn("client_ref", "text")
    .addColumn("project_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subtotal_cents", "bigint", (c) => c.notNull())
    .addColumn("discount_type", "text", (c) => c.notNull())
    .addColumn("discount_value", "text", (c) => c.notNull())
    .addColumn("discount_cents", "bigint", (c) => c.notNull())
    .addColumn("total_cents", "bigint", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quotation_items")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("quotation_id", "integer", (c) => c.notNull().references("quotations.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("price_cents", "bigint", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("total_cents", "bigint", (c) => c.notNull())
    .execute();

  await db.schema.createIndex("catalogue_products_code_idx").on("catalogue_products").column("code").execute();
  await db.schema.createIndex("quotations_created_idx").on("quotations").column("created_at").execute();
  await db.schema.createIndex("quotation_items_quotation_idx").on("quotation_items").column("quotation_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quotation_items").execute();
  await db.schema.dropTable("quotations").execute();
  await db.schema.dropTable("catalogue_products").execute();
}
