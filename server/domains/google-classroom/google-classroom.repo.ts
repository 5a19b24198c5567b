import type { DbOrTrx } from "../../db/connection.js";

export type ConnectionRow = NonNullable<Awaited<ReturnType<typeof findConnection>>>;

/** The school's one connection (the newest row), with the name of the admin who made it. */
export function findConnection(db: DbOrTrx) {
  return db
    .selectFrom("googleClassroomConnections as c")
    .leftJoin("users as u", "u.id", "c.connectedById")
    .select(["c.id", "c.tokens", "c.expiresAt", "c.scope", "c.connectedById", "c.createdAt", "c.updatedAt", "u.firstName", "u.lastName"])
    .orderBy("c.id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Replaces any earlier connection: the school has one Google account connected at a time. */
export async function replaceConnection(
  db: DbOrTrx,
  values: { tokens: string; expiresAt: string | null; scope: string | null; connectedById: number },
): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom("googleClassroomConnections").execute();
  await db.insertInto("googleClassroomConnections").values({ ...values, createdAt: now, updatedAt: now }).execute();
}

export async function updateConnectionTokens(db: DbOrTrx, id: number, values: { tokens: string; expiresAt: string | null }): Promise<void> {
  await db
    .updateTable("googleClassroomConnections")
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteConnections(db: DbOrTrx): Promise<number> {
  const result = await db.deleteFrom("googleClassroomConnections").executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertOauthState(db: DbOrTrx, values: { stateHash: string; userId: number; expiresAt: string }): Promise<void> {
  await db.insertInto("googleClassroomOauthStates").values({ ...values, createdAt: new Date().toISOString() }).execute();
}

/** Deletes and returns the state: a second callback with the same state finds nothing. */
export function takeOauthState(db: DbOrTrx, stateHash: string) {
  return db
    .deleteFrom("googleClassroomOauthStates")
    .where("stateHash", "=", stateHash)
    .returning(["userId", "expiresAt"])
    .executeTakeFirst();
}

export async function purgeExpiredOauthStates(db: DbOrTrx, nowIso: string): Promise<void> {
  await db.deleteFrom("googleClassroomOauthStates").where("expiresAt", "<", nowIso).execute();
}

export function findUserRole(db: DbOrTrx, id: number) {
  return db.selectFrom("users").select(["id", "role", "status"]).where("id", "=", id).executeTakeFirst();
}
