import type { Db } from "../../db/connection.js";
import { deleteTodo, findTodo, insertTodo, listTodos, type TodoRow, type TodoValues, updateTodo } from "./todo.repo.js";
import { type TodoFields, type TodoItem, todoPriorities, todoStatuses } from "../../../common/todo/todo.schema.js";
import type { TodoStore } from "./todo.port.js";

function tagsFrom(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

function toItem(row: TodoRow): TodoItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    completed: Boolean(Number(row.completed)),
    priority: todoPriorities.find((p) => p === row.priority) ?? "medium",
    dueDate: row.dueDate,
    assignedTo: row.assignedTo,
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    tags: tagsFrom(row.tags),
    status: todoStatuses.find((s) => s === row.status) ?? "todo",
  };
}

const toValues = (fields: TodoFields): TodoValues => ({ ...fields, completed: fields.completed ? 1 : 0, tags: JSON.stringify(fields.tags) });

/** The to-do list in our database: used when no Google credentials and to-do spreadsheet are configured. */
export function createLocalTodoStore(db: Db): TodoStore {
  async function find(id: number) {
    const row = await findTodo(db, id);
    return row ? toItem(row) : undefined;
  }
  return {
    source: "local",
    canWrite: true,
    spreadsheetUrl: null,
    list: async () => (await listTodos(db)).map(toItem),
    find,
    async create(fields, actorId) {
      const id = await insertTodo(db, { ...toValues(fields), createdById: actorId });
      return (await find(id)) as TodoItem;
    },
    async update(id, fields) {
      if (!(await updateTodo(db, id, toValues(fields)))) return undefined;
      return find(id);
    },
    remove: (id) => deleteTodo(db, id),
  };
}
