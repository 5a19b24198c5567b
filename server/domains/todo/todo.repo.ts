import type { DbOrTrx } from "../../db/connection.js";

const columns = [
  "id",
  "title",
  "description",
  "completed",
  "priority",
  "status",
  "dueDate",
  "assignedTo",
  "notes",
  "tags",
  "createdAt",
  "updatedAt",
] as const;

export type TodoRow = NonNullable<Awaited<ReturnType<typeof findTodo>>>;

export type TodoValues = {
  title: string;
  description: string;
  completed: number;
  priority: string;
  status: string;
  dueDate: string | null;
  assignedTo: string;
  notes: string;
  tags: string;
};

export function listTodos(db: DbOrTrx) {
  return db.selectFrom("todoItems").select(columns).orderBy("id").execute();
}

export function findTodo(db: DbOrTrx, id: number) {
  return db.selectFrom("todoItems").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function insertTodo(db: DbOrTrx, values: TodoValues & { createdById: number }): Promise<number> {
  const now = new Date().toISOString();
  const row = await db.insertInto("todoItems").values({ ...values, createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTodo(db: DbOrTrx, id: number, values: TodoValues): Promise<boolean> {
  const result = await db.updateTable("todoItems").set({ ...values, updatedAt: new Date().toISOString() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTodo(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom("todoItems").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
