import { createLocalTaskBoard } from "../../../integrations/notion/local-task-board.js";
import { createNotionTaskBoard } from "../../../integrations/notion/notion-task-board.js";
import type { TaskChange } from "../../../common/notion/notion-tasks.js";
import { type TaskBoard, TaskBoardError } from "../../../integrations/notion/task-board.js";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { type Actor, requireRole } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import type { TaskFilter } from "../../../common/notion/notion-tasks.js";
import { notionMessages as m, type Task, type TaskBoardList, type TaskFieldsInput } from "../../../common/notion/notion.schema.js";

/** The board the configuration asks for: Notion when a token and database are set, else ours. */
export function taskBoardFor(config: AppConfig, db: Db): TaskBoard {
  if (!config.notion) return createLocalTaskBoard(db);
  return createNotionTaskBoard({ token: config.notion.token, databaseId: config.notion.databaseId, baseUrl: config.notion.baseUrl });
}

/** A board failure as the admin reads it; never a 500 with a stack. */
function asAppError(error: unknown, source: TaskBoard["source"]): unknown {
  if (!(error instanceof TaskBoardError)) return error;
  switch (error.failure) {
    case "not-found":
      return new AppError("NOT_FOUND", source === "notion" ? m.goneNotion : m.goneLocal);
    case "rate-limited": {
      const seconds = Math.max(1, error.details.retryAfterSeconds ?? 1);
      return new AppError("TOO_MANY_REQUESTS", m.rateLimited(seconds), { retryAfterSeconds: seconds });
    }
    case "unreachable":
      return new AppError("BAD_GATEWAY", m.unreachable);
    case "refused":
      return new AppError("BAD_GATEWAY", m.refused);
    case "setup":
      return new AppError("BAD_GATEWAY", error.details.property ? m.setupProperty(error.details.property) : m.setupDatabase);
    case "rejected":
      return new AppError("BAD_GATEWAY", m.rejected);
    default:
      return new AppError("BAD_GATEWAY", m.failed);
  }
}

export type NotionService = ReturnType<typeof createNotionService>;

/** The task board of /dashboard/notion (/api/notion/tasks): admin only, as in the route table. */
export function createNotionService(deps: { db: Db; config: AppConfig; board?: TaskBoard }) {
  const board = deps.board ?? taskBoardFor(deps.config, deps.db);

  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw asAppError(error, board.source);
    }
  }

  return {
    source: board.source,

    assertAdmin(actor: Actor | null): Actor {
      return requireRole(actor, "admin");
    },

    async list(actor: Actor | null, filter: TaskFilter): Promise<TaskBoardList> {
      requireRole(actor, "admin");
      return { source: board.source, tasks: await run(() => board.list(filter)) };
    },

    async create(actor: Actor | null, fields: TaskFieldsInput): Promise<{ task: Task }> {
      const admin = requireRole(actor, "admin");
      return { task: await run(() => board.create(fields, admin.id)) };
    },

    /** Every field, or only status and priority (the status-and-priority modal). */
    async update(actor: Actor | null, id: string, change: TaskChange): Promise<{ task: Task }> {
      requireRole(actor, "admin");
      return { task: await run(() => board.update(id, change)) };
    },

    async remove(actor: Actor | null, id: string): Promise<{ id: string }> {
      requireRole(actor, "admin");
      await run(() => board.remove(id));
      return { id };
    },
  };
}
