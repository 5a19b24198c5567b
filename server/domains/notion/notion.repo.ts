import type { DbOrTrx } from "../../db/connection.js";

/** SQL of the local task board (table notion_tasks). */

export type LocalTaskValues = {
  name: string;
  description: string;
  status: string;
  priority: string;
  dueDate: string | null;
};

const columns = ["id", "name", "description", "status", "priority", "dueDate", "updatedAt"] as const;

export type LocalTaskRow = NonNullable<Awaited<ReturnType<typeof findLocalTask>>>;

export function listLocalTasks(db: DbOrTrx, filter: { status?: string; priority?: string }) {
  let query = db.selectFrom("notionTasks").select(columns);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.priority) query = query.where("priority", "=", filter.priority);
  // Newest first, as a Notion database sorted by creation time.
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export function findLocalTask(db: DbOrTrx, id: number) {
  return db.selectFrom("notionTasks").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function insertLocalTask(db: DbOrTrx, values: LocalTaskValues & { createdById: number | null }): Promise<number> {
  const now = new Date().toISOString();
  const row = await db.insertInto("notionTasks").values({ ...values, createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLocalTask(db: DbOrTrx, id: number, values: Partial<LocalTaskValues>): Promise<boolean> {
  const result = await db.updateTable("notionTasks").set({ ...values, updatedAt: new Date().toISOString() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteLocalTask(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom("notionTasks").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
