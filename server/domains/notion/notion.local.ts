import type { BoardTask, TaskChange, TaskFields, TaskFilter } from "../../../common/notion/notion-tasks.js";
import { notionMessages as m } from "../../../common/notion/notion.schema.js";
import type { Db } from "../../db/connection.js";
import { AppError } from "../../lib/errors.js";
import { deleteLocalTask, findLocalTask, insertLocalTask, type LocalTaskRow, listLocalTasks, updateLocalTask } from "./notion.repo.js";
import type { TaskBoard } from "./notion.port.js";

function toTask(row: LocalTaskRow): BoardTask {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    status: row.status,
    priority: row.priority,
    dueDate: row.dueDate,
    url: null,
    updatedAt: row.updatedAt,
  };
}

const gone = () => new AppError("NOT_FOUND", m.goneLocal);

/** Our ids are whole numbers; anything else cannot be a task of this board. */
function localId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw gone();
  return Number(id);
}

/** The same board kept in our database (table notion_tasks), for schools without Notion. */
export function createLocalTaskBoard(db: Db): TaskBoard {
  async function load(id: number): Promise<BoardTask> {
    const row = await findLocalTask(db, id);
    if (!row) throw gone();
    return toTask(row);
  }

  return {
    source: "local",
    async list(filter: TaskFilter) {
      return (await listLocalTasks(db, filter)).map(toTask);
    },
    async create(fields: TaskFields, actorId: number) {
      return load(await insertLocalTask(db, { ...fields, createdById: actorId }));
    },
    async update(id: string, change: TaskChange) {
      const key = localId(id);
      const { kind, ...values } = change;
      if (!(await updateLocalTask(db, key, values))) throw gone();
      return load(key);
    },
    async remove(id: string) {
      if (!(await deleteLocalTask(db, localId(id)))) throw gone();
    },
  };
}
