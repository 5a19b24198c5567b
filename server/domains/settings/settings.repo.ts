import type { DbOrTrx } from "../../db/connection.js";

/** Every stored setting as key to JSON text (keys without a row have their default). */
export async function readSettingRows(db: DbOrTrx): Promise<Map<string, string>> {
  const rows = await db.selectFrom("schoolSettings").select(["key", "value"]).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function readSettingRow(db: DbOrTrx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("schoolSettings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

/** Inserts or replaces one setting. */
export async function writeSettingRow(db: DbOrTrx, key: string, value: string, updatedById: number): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("schoolSettings")
    .values({ key, value, updatedById, updatedAt })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updatedById, updatedAt }))
    .execute();
}
