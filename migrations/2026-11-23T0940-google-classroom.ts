import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Google Classroom connection of the school (admin). The OAuth tokens are stored encrypted
 * (AES-256-GCM, key file in the data folder); only the expiry is kept in clear for the status.
 * OAuth states tie a consent callback to the admin who started it: short-lived and single use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("google_classroom_connections")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("tokens", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .addColumn("scope", "text")
    .addColumn("connected_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("google_classroom_oauth_states")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("state_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.createIndex("google_classroom_oauth_states_expires_idx").on("google_classroom_oauth_states").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("google_classroom_oauth_states").execute();
  await db.schema.dropTable("google_classroom_connections").execute();
}
