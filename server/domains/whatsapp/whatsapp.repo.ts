import type { Insertable, Selectable } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import type { WhatsappConnectionsTable, WhatsappMessagesTable } from "../../db/schema.js";

export type MessageRow = Selectable<WhatsappMessagesTable>;
export type ConnectionRow = Selectable<WhatsappConnectionsTable>;
export type ParentContactRow = { id: number; firstName: string; lastName: string; phone: string };

/** Parents with a phone, by name. */
export function listParentContacts(db: DbOrTrx): Promise<ParentContactRow[]> {
  return db
    .selectFrom("users")
    .select(["id", "firstName", "lastName", "phone"])
    .where("role", "=", "parent")
    .where("phone", "is not", null)
    .orderBy("firstName")
    .orderBy("lastName")
    .orderBy("id")
    .execute() as Promise<ParentContactRow[]>;
}

export async function countParentsWithoutPhone(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "parent")
    .where("phone", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findParentContact(db: DbOrTrx, id: number): Promise<{ id: number; firstName: string; lastName: string; phone: string | null } | undefined> {
  return db
    .selectFrom("users")
    .select(["id", "firstName", "lastName", "phone"])
    .where("id", "=", id)
    .where("role", "=", "parent")
    .executeTakeFirst();
}

export function findParentByPhone(db: DbOrTrx, digits: string): Promise<{ id: number } | undefined> {
  return db.selectFrom("users").select("id").where("role", "=", "parent").where("phone", "=", digits).orderBy("id").executeTakeFirst();
}

/** The newest message of every conversation. */
export function lastMessages(db: DbOrTrx): Promise<MessageRow[]> {
  return db
    .selectFrom("whatsappMessages")
    .selectAll()
    .where("id", "in", (eb) => eb.selectFrom("whatsappMessages").select((inner) => inner.fn.max("id").as("id")).groupBy("contactId"))
    .execute();
}

/** Per contact: incoming messages the admin has not opened, and when the parent last wrote. */
export async function incomingSummary(db: DbOrTrx): Promise<Map<number, { unread: number; lastIncomingAt: string | null }>> {
  const rows = await db
    .selectFrom("whatsappMessages")
    .select((eb) => [
      "contactId",
      eb.fn.max("createdAt").as("lastIncomingAt"),
      eb.fn.sum<number>(eb.case().when("readAt", "is", null).then(1).else(0).end()).as("unread"),
    ])
    .where("direction", "=", "in")
    .groupBy("contactId")
    .execute();
  return new Map(rows.map((r) => [r.contactId, { unread: Number(r.unread ?? 0), lastIncomingAt: r.lastIncomingAt ?? null }]));
}

/** When the parent last wrote (opens WhatsApp's 24-hour window), or null. */
export async function lastIncomingAt(db: DbOrTrx, contactId: number): Promise<string | null> {
  const row = await db
    .selectFrom("whatsappMessages")
    .select((eb) => eb.fn.max("createdAt").as("at"))
    .where("contactId", "=", contactId)
    .where("direction", "=", "in")
    .executeTakeFirst();
  return row?.at ?? null;
}

/**
 * The last `limit` messages of a conversation, oldest first, in the order they reached us (WhatsApp's
 * timestamps have whole seconds, so the id, not the time, keeps a reply after the question).
 */
export async function conversation(db: DbOrTrx, contactId: number, limit = 500): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom("whatsappMessages")
    .selectAll()
    .where("contactId", "=", contactId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}

export function insertMessage(db: DbOrTrx, row: Insertable<WhatsappMessagesTable>): Promise<MessageRow> {
  return db.insertInto("whatsappMessages").values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateMessage(
  db: DbOrTrx,
  id: number,
  patch: Partial<Pick<MessageRow, "status" | "error" | "externalId" | "deliveredAt" | "readAt" | "updatedAt">>,
): Promise<MessageRow | undefined> {
  return db.updateTable("whatsappMessages").set(patch).where("id", "=", id).returningAll().executeTakeFirst();
}

export function findByExternalId(db: DbOrTrx, externalId: string): Promise<MessageRow | undefined> {
  return db.selectFrom("whatsappMessages").selectAll().where("externalId", "=", externalId).executeTakeFirst();
}

export async function markIncomingRead(db: DbOrTrx, contactId: number, at: string): Promise<number> {
  const result = await db
    .updateTable("whatsappMessages")
    .set({ readAt: at, status: "read", updatedAt: at })
    .where("contactId", "=", contactId)
    .where("direction", "=", "in")
    .where("readAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function messageStats(db: DbOrTrx, activeSince: string): Promise<{ sent: number; read: number; activeContacts: number }> {
  const counts = await db
    .selectFrom("whatsappMessages")
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when("status", "!=", "failed").then(1).else(0).end()).as("sent"),
      eb.fn.sum<number>(eb.case().when("status", "=", "read").then(1).else(0).end()).as("read"),
    ])
    .where("direction", "=", "out")
    .executeTakeFirstOrThrow();
  const active = await db
    .selectFrom("whatsappMessages")
    .select((eb) => eb.fn.count<number>("contactId").distinct().as("count"))
    .where("createdAt", ">=", activeSince)
    .executeTakeFirstOrThrow();
  return { sent: Number(counts.sent ?? 0), read: Number(counts.read ?? 0), activeContacts: Number(active.count ?? 0) };
}

export function activeConnection(db: DbOrTrx, mode: "demo" | "cloud"): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom("whatsappConnections")
    .selectAll()
    .where("mode", "=", mode)
    .where("disconnectedAt", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export function insertConnection(db: DbOrTrx, row: Insertable<WhatsappConnectionsTable>): Promise<ConnectionRow> {
  return db.insertInto("whatsappConnections").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function closeConnections(db: DbOrTrx, mode: "demo" | "cloud", at: string): Promise<void> {
  await db.updateTable("whatsappConnections").set({ disconnectedAt: at }).where("mode", "=", mode).where("disconnectedAt", "is", null).execute();
}
