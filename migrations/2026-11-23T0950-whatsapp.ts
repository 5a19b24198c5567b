import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Messaging (issue 9): parents get a phone number (digits only, with the country code, as WhatsApp
 * wants it), every message to or from a parent is kept here with its delivery status, and the
 * channel's connection time is stored so 'Tiempo Conectado' is measured, not typed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable("users").addColumn("phone", "text").execute();
  await db.schema.createIndex("users_phone_idx").on("users").column("phone").execute();

  await db.schema
    .createTable("whatsapp_messages")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("contact_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** 'out' (the school wrote) or 'in' (the parent wrote). */
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    /** sent, delivered, read or failed. */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    /** The wamid WhatsApp gave the message; null in demo mode. */
    .addColumn("external_id", "text")
    /** 1 when the message was written in demo mode and never left the school. */
    .addColumn("demo", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("read_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("whatsapp_messages_contact_idx").on("whatsapp_messages").columns(["contact_id", "created_at"]).execute();
  await db.schema.createIndex("whatsapp_messages_external_idx").on("whatsapp_messages").column("external_id").execute();

  await db.schema
    .createTable("whatsapp_connections")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    /** 'demo' or 'cloud'. */
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("connected_at", "text", (c) => c.notNull())
    .addColumn("disconnected_at", "text")
    .addColumn("connected_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("whatsapp_connections_mode_idx").on("whatsapp_connections").columns(["mode", "disconnected_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("whatsapp_connections").execute();
  await db.schema.dropTable("whatsapp_messages").execute();
  await db.schema.dropIndex("users_phone_idx").execute();
  await db.schema.alterTable("users").dropColumn("phone").execute();
}
