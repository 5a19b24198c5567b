import type { DbOrTrx } from "../../db/connection.js";
import type { NewUserRow, UserRow } from "../../db/schema.js";

export function findUserByEmail(db: DbOrTrx, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findUserById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertUser(db: DbOrTrx, row: NewUserRow): Promise<UserRow> {
  return db.insertInto("users").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function countUsersWithRole(db: DbOrTrx, role: string): Promise<number> {
  const { count } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", role as UserRow["role"])
    .executeTakeFirstOrThrow();
  return Number(count);
}
