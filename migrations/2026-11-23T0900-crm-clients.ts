import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * CRM clients kept in Tribu's database when no Google Sheet is configured. The columns mirror the
 * sheet's A..J; the row id is the client's rowIndex. Revenue is whole pesos (COP has no decimals).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("crm_clients")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("contact_person", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("prospect"))
    .addColumn("total_projects", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_revenue", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("last_contact", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("crm_clients_status_idx").on("crm_clients").column("status").execute();
  await db.schema.createIndex("crm_clients_name_idx").on("crm_clients").column("name").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("crm_clients").execute();
}
